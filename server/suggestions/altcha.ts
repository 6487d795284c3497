import { hkdfSync } from "node:crypto";
import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { AltchaChallenge } from "../../shared/suggestions";
import type { Db } from "../db/database";
import { HttpError } from "../http/errors";
import { deleteExpiredChallenges, spendChallenge } from "./altcha.queries";

/** PBKDF2 rounds per try: what a try costs a server core and a phone is in decision 033. */
const roundsPerTry = 5000;
const challengeLifetimeMs = 10 * 60 * 1000;

/** The widget's payload, base64 of this JSON; the library checks the values, this only the shape. */
const payloadShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().max(200),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200) }),
});

const refused = (reason: string) => new HttpError(400, "Invalid body: altcha", { altcha: [reason] });

/** A key of its own for ALTCHA, derived from SESSION_SECRET with a label, so one secret serves both and neither reveals the other. */
const keyFrom = (secret: string, label: string) => Buffer.from(hkdfSync("sha256", secret, "", `main-street ${label}`, 32)).toString("hex");

/**
 * Proof-of-work challenges (ALTCHA, altcha-lib) signed by this server, and their solutions checked and
 * spent: each solution is taken once, on any instance (table altcha_spent).
 */
export class AltchaGuard {
  private readonly signatureSecret: string;
  private readonly keySecret: string;

  constructor(
    private readonly db: Db,
    sessionSecret: string,
    private readonly maxCounter: number,
  ) {
    this.signatureSecret = keyFrom(sessionSecret, "altcha challenge");
    this.keySecret = keyFrom(sessionSecret, "altcha key");
  }

  /**
   * A challenge whose answer is a counter from half of maxCounter to maxCounter: the browser tries them
   * in turn, the server knows the answer's key signature and checks a solution with one HMAC.
   */
  challenge(): Promise<AltchaChallenge> {
    return createChallenge({
      algorithm: "PBKDF2/SHA-256",
      cost: roundsPerTry,
      counter: randomInt(this.maxCounter, Math.ceil(this.maxCounter / 2)),
      deriveKey,
      expiresAt: new Date(Date.now() + challengeLifetimeMs),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** Checks the widget's payload and marks its challenge used; a missing, wrong, expired or used one is a 400 naming `altcha`. */
  async spend(payload: string): Promise<void> {
    const parsed = payloadShape.safeParse(decode(payload));
    if (!parsed.success) throw refused("is not a solved check: solve it again");
    const { challenge, solution } = parsed.data;
    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySecret,
      });
    } catch {
      throw refused("is not a solved check: solve it again");
    }
    if (result.expired) throw refused("has expired: solve the check again");
    if (!result.verified) throw refused("is not a solved check: solve it again");
    await deleteExpiredChallenges(this.db);
    if (!(await spendChallenge(this.db, challenge.signature, new Date(challenge.parameters.expiresAt * 1000)))) {
      throw refused("has been used already: solve the check again");
    }
  }
}

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}
