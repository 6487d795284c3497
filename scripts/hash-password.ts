import { createInterface } from "node:readline/promises";
import { hashPassword } from "../server/admin/credentials";

// Prints a value for ADMIN_PASSWORD_HASH; the password is read from stdin so it stays out of shell history.
const rl = createInterface({ input: process.stdin, output: process.stderr });
const password = await rl.question("Password (at least 12 characters): ");
rl.close();
if (password.length < 12) {
  console.error("The password must be at least 12 characters.");
  process.exit(2);
}
console.log(hashPassword(password));
