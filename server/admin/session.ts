import connectPgSimple from "connect-pg-simple";
import type { RequestHandler } from "express";
import session from "express-session";
import { Passport } from "passport";
import { Strategy as LocalStrategy } from "passport-local";
import type pg from "pg";
import { sessionCookieName } from "../../shared/admin-api";
import type { Config } from "../config";
import { credentialsChecker } from "./credentials";
import { LazyTouchStore } from "./lazy-touch-store";
import { HeldSessionStore, sharedTableRecheck, signOutChannel, type SignOutFeed } from "./held-session-store";

export interface AdminUser {
  username: string;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AdminUser {}
  }
}

const sessionHours = 8;

export type AdminPassport = InstanceType<typeof Passport>;

/**
 * Sessions in PostgreSQL (connect-pg-simple), held in memory in front of the table (HeldSessionStore),
 * their rolling expiry written at most once a minute (LazyTouchStore), and one passport instance per
 * app, so tests can build many apps. `oneProcess` (the embedded database): no other instance shares the
 * table, so a held session is not read again; otherwise a sign-out is announced to the others, which
 * hear of it through `signOuts`.
 */
export function adminSession(pool: pg.Pool, config: Config, oneProcess = false, signOuts?: SignOutFeed) {
  const passport = new Passport();
  const check = credentialsChecker({
    username: config.adminUsername,
    password: config.adminPassword,
    passwordHash: config.adminPasswordHash,
  });
  passport.use(
    new LocalStrategy((username, password, done) => {
      check(username, password).then((ok) => done(null, ok ? { username: config.adminUsername } : false), done);
    }),
  );
  passport.serializeUser<string>((user, done) => done(null, user.username));
  passport.deserializeUser<string>((username, done) => {
    // A session of a renamed operator is no longer valid.
    done(null, username === config.adminUsername ? { username } : false);
  });

  const PgStore = connectPgSimple(session);
  const table = new LazyTouchStore(new PgStore({ pool, tableName: "session", createTableIfMissing: false }));
  const announceSignOut = async (sid: string) => void (await pool.query("SELECT pg_notify($1, $2)", [signOutChannel, sid]));
  const store = new HeldSessionStore(table, oneProcess ? {} : { recheck: sharedTableRecheck, announceSignOut });
  signOuts?.((sid) => store.forget(sid));
  const middleware: RequestHandler[] = [
    session({
      store,
      name: sessionCookieName,
      secret: config.sessionSecret,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: sessionHours * 3600_000 },
    }),
    passport.initialize(),
    passport.session(),
  ];
  return { passport, middleware };
}
