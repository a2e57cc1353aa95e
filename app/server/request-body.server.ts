import { data } from "react-router";
import { RECIPE_LIMITS } from "~/domain/recipes/fields";
import { IMAGE_LIMITS } from "~/domain/recipes/images";
import { readAtMost } from "~/lib/streams";
import { ERROR_STATUS } from "./errors";

/**
 * Every request body the app reads, page actions and /api alike, goes through here: its type must be one the
 * endpoint takes (else 415), it may be no larger than the endpoint's limit (413, decided from Content-Length before
 * anything is read, and by a capped stream when the length is not declared), and it must parse (400: malformed
 * multipart or JSON, a NUL in a field or file name). Nothing here answers 500.
 */
const MB = 1024 * 1024;

export const BODY_LIMITS = {
  /** A form of fields only: the longest is a recipe (200 lines and 4,000-character steps). */
  fields: MB,
  /** The recipe editor with a photo and the pictures of a scanned recipe. */
  pictures: IMAGE_LIMITS.bytes * (RECIPE_LIMITS.scanImages + 1) + MB,
  /** A recipe file (or one part of a large one), sent as a form without JavaScript or as JSON to /api. */
  recipeFile: RECIPE_LIMITS.importBytes + MB,
  /** A JSON request to /api. */
  json: 64 * 1024,
} as const;

/** The largest body any endpoint takes: the worker refuses more before routing. */
export const LARGEST_BODY = Math.max(...Object.values(BODY_LIMITS));

export type BodyProblem = "unsupported_media_type" | "too_large" | "bad_request";

export class BodyError extends Error {
  constructor(readonly code: BodyProblem) {
    super(code);
  }
}

const FORM_TYPES = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)$/;
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json$/;

const mediaType = (request: Request) => (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();

/** Whether a request's body type is a form (what page actions take); the worker checks every page's POST by it. */
export const isFormPost = (request: Request) => FORM_TYPES.test(mediaType(request) ?? "");

/** The body's bytes when its type fits `accepts` and it is within `maxBytes`; else a BodyError. */
async function readLimited(request: Request, maxBytes: number, accepts: RegExp): Promise<Uint8Array<ArrayBuffer>> {
  if (!accepts.test(mediaType(request) ?? "")) throw new BodyError("unsupported_media_type");
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= maxBytes)) {
    await request.body?.cancel();
    throw new BodyError("too_large");
  }
  const bytes = await readAtMost(request.body, maxBytes);
  if (!bytes) throw new BodyError("too_large");
  return bytes;
}

/** A form body (urlencoded or multipart) within `maxBytes`, parsed; names with a NUL are refused. */
export async function formOf(request: Request, maxBytes: number = BODY_LIMITS.fields): Promise<FormData> {
  const bytes = await readLimited(request, maxBytes, FORM_TYPES);
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new BodyError("bad_request");
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (value instanceof File && value.name.includes("\0"))) throw new BodyError("bad_request");
  }
  return form;
}

/** A JSON body (application/json or a +json type) within `maxBytes`, parsed. */
export async function jsonOf(request: Request, maxBytes: number = BODY_LIMITS.json): Promise<unknown> {
  const text = await textOf(request, maxBytes, JSON_TYPE);
  try {
    return JSON.parse(text);
  } catch {
    throw new BodyError("bad_request");
  }
}

/** A text body of a type `accepts` takes, within `maxBytes`; bytes that are not UTF-8 are refused. */
export async function textOf(request: Request, maxBytes: number, accepts: RegExp): Promise<string> {
  const bytes = await readLimited(request, maxBytes, accepts);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new BodyError("bad_request");
  }
}

/** A page action's form: a body the action cannot take ends the action with the status of why (the error page). */
export async function readForm(request: Request, maxBytes: number = BODY_LIMITS.fields): Promise<FormData> {
  try {
    return await formOf(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyError) throw data(null, { status: ERROR_STATUS[error.code] });
    throw error;
  }
}
