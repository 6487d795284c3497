import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type supertest from "supertest";

/** Asks the app for a challenge and solves it as the widget does: the payload the widget sends, base64 JSON. */
export async function solvedAltcha(request: ReturnType<typeof supertest>): Promise<string> {
  const res = await request.get("/api/altcha/challenge").expect(200);
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("The ALTCHA challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
