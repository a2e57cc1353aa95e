import { fromBase64, toBase64 } from "~/lib/base64";

/**
 * Password hashing with PBKDF2-HMAC-SHA-256 from WebCrypto. better-auth's default (scrypt in JavaScript) can exceed
 * the Workers CPU limit; native PBKDF2 stays well inside it. Workers refuse more than 100,000 iterations, so that is
 * the cost we use (docs/decisions/004-password-hashing.md). The stored form names its parameters, so a later cost
 * change still verifies old hashes.
 */
const ALGORITHM = "pbkdf2-sha256";
const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password.normalize("NFKC")),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, KEY_BITS);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

export async function verifyPassword({ hash, password }: { hash: string; password: string }): Promise<boolean> {
  const [algorithm, iterations, salt, expected] = hash.split("$");
  const rounds = Number(iterations);
  if (algorithm !== ALGORITHM || !Number.isInteger(rounds) || rounds < 1 || !salt || !expected) return false;
  const saltBytes = fromBase64(salt);
  const wanted = fromBase64(expected);
  if (!saltBytes || !wanted) return false;
  const actual = await derive(password, saltBytes, rounds);
  if (actual.length !== wanted.length) return false;
  // Constant time: every byte is compared whatever the first difference.
  let difference = 0;
  for (let i = 0; i < actual.length; i++) difference |= (actual[i] ?? 0) ^ (wanted[i] ?? 0);
  return difference === 0;
}
