import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptPrefix = "scrypt";
const keyLength = 32;

// The sign-in's scrypt runs in libuv's thread pool: scryptSync held the server's only thread for each
// attempt, so a burst of logins stopped every other request.
const scryptAsync: (password: string, salt: Buffer, keyLength: number) => Promise<Buffer> = promisify(scrypt);

/** `scrypt$<salt>$<hash>` (base64url) for ADMIN_PASSWORD_HASH; `npm run admin:hash-password` prints one. */
export function hashPassword(password: string, salt = randomBytes(16)): string {
  const hash = scryptSync(password, salt, keyLength);
  return [scryptPrefix, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export function isPasswordHash(value: string): boolean {
  const [prefix, salt, hash] = value.split("$");
  return prefix === scryptPrefix && !!salt && Buffer.from(hash ?? "", "base64url").length === keyLength;
}

/**
 * Checks a username and password against the configured ones in constant time:
 * both are always compared (the password through scrypt when a hash is
 * configured, else through HMACs of equal length), so neither the answer nor
 * its timing tells an unknown user from a wrong password.
 */
export function credentialsChecker(expected: { username: string; password?: string; passwordHash?: string }) {
  const key = randomBytes(32);
  const digest = (value: string) => createHmac("sha256", key).update(value, "utf8").digest();
  const username = digest(expected.username);
  const [, saltText, hashText] = (expected.passwordHash ?? "").split("$");
  const salt = Buffer.from(saltText ?? "", "base64url");
  const hash = Buffer.from(hashText ?? "", "base64url");
  const plain = digest(expected.password ?? randomBytes(32).toString("hex"));
  const checkPassword = expected.passwordHash
    ? async (given: string) => timingSafeEqual(await scryptAsync(given, salt, keyLength), hash)
    : async (given: string) => timingSafeEqual(digest(given), plain);
  return async (givenUsername: string, givenPassword: string): Promise<boolean> => {
    const userOk = timingSafeEqual(digest(givenUsername), username);
    const passwordOk = await checkPassword(givenPassword);
    return userOk && passwordOk;
  };
}
