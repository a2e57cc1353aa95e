import { drizzle } from "drizzle-orm/d1";
import { oncePer } from "~/lib/once-per";
import * as schema from "./schema";

// drizzle works out the relations of the whole schema when it is created: once per binding, not on every request.
export const getDb = oncePer((d1: D1Database) => drizzle(d1, { schema }));
export type Db = ReturnType<typeof getDb>;
