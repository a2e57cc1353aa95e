import { hashPassword, verifyPassword } from "../../app/domain/accounts/password-hash.server";

/**
 * A worker that only hashes, for `npm run bench:auth`: GET /?op=hash|verify&n=N runs the app's own password code N
 * times inside workerd. The bench compares the time of N hashes with that of none, which leaves the hashing.
 */
export default {
  async fetch(request) {
    const url = new URL(request.url);
    const times = Number(url.searchParams.get("n") ?? "0");
    const stored = await hashPassword("bench password, not a real one");
    for (let i = 0; i < times; i++) {
      if (url.searchParams.get("op") === "verify") await verifyPassword({ hash: stored, password: "a wrong guess" });
      else await hashPassword("bench password, not a real one");
    }
    return Response.json({ times, ip: request.headers.get("cf-connecting-ip") });
  },
} satisfies ExportedHandler;
