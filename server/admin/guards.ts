import type { RequestHandler } from "express";
import { HttpError } from "../http/errors";

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated()) return next();
  next(new HttpError(401, "Authentication required"));
};
