import { Router, type Request } from "express";
import { loginRequest, sessionCookieName } from "../../shared/admin-api";
import { HttpError } from "../http/errors";
import { parseInput } from "../http/validate";
import { requireAdmin } from "./guards";
import { clientKey } from "../rate-limit/client-key";
import type { LoginThrottle } from "./login-throttle";
import type { AdminPassport, AdminUser } from "./session";

function authenticate(passport: AdminPassport, req: Request): Promise<AdminUser | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, user: AdminUser | false) => {
      if (error) reject(error);
      else resolve(user);
    })(req);
  });
}

export function authRoutes(passport: AdminPassport, throttle: LoginThrottle): Router {
  const router = Router();

  router.post("/login", async (req, res) => {
    parseInput(loginRequest, req.body ?? {}, "body");
    const key = clientKey(req.ip);
    // Counted before the password is checked (throttle.attempt): at most the limit's worth of attempts
    // reach the check, however many arrive at once.
    const wait = await throttle.attempt(key);
    if (wait > 0) {
      res.set("Retry-After", String(wait));
      throw new HttpError(429, `Too many failed logins. Try again in ${wait} seconds.`);
    }
    const user = await authenticate(passport, req);
    if (!user) throw new HttpError(401, "Invalid credentials");
    await throttle.succeed(key);
    // passport regenerates the session id here, so a session fixed before login is useless.
    await new Promise<void>((resolve, reject) => req.login(user, (e) => (e ? reject(e) : resolve())));
    res.json({ authenticated: true, username: user.username });
  });

  router.post("/logout", requireAdmin, async (req, res) => {
    await new Promise<void>((resolve, reject) => req.logout((e) => (e ? reject(e) : resolve())));
    await new Promise<void>((resolve, reject) => req.session.destroy((e) => (e ? reject(e) : resolve())));
    res.clearCookie(sessionCookieName).json({ message: "Logged out" });
  });

  router.get("/check-auth", requireAdmin, (req, res) => {
    res.json({ authenticated: true, username: req.user?.username });
  });

  return router;
}
