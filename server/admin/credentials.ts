import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Checks a username and password against the configured ones in constant time:
 * both are always compared, through HMACs of equal length, so neither the
 * answer nor its timing tells an unknown user from a wrong password.
 */
export function credentialsChecker(expectedUsername: string, expectedPassword: string) {
  const key = randomBytes(32);
  const digest = (value: string) => createHmac("sha256", key).update(value, "utf8").digest();
  const username = digest(expectedUsername);
  const password = digest(expectedPassword);
  return (givenUsername: string, givenPassword: string): boolean => {
    const userOk = timingSafeEqual(digest(givenUsername), username);
    const passwordOk = timingSafeEqual(digest(givenPassword), password);
    return userOk && passwordOk;
  };
}
