import {
  any,
  array,
  bigint,
  boolean,
  coerce,
  custom,
  date,
  enum as zodEnum,
  int,
  null as zodNull,
  number,
  object,
  record,
  string,
  tuple,
  union,
  uuid,
} from "zod";

/**
 * What drizzle-zod's `import { z } from "zod/v4"` gets in the browser build (vite.config.ts).
 * It passes its `z` around as a value, so the bundler keeps every export of zod behind it,
 * all its locales included, which made the admin bundle several times larger.
 * Handing it the builders it calls, and nothing else, keeps the rest out (decision 010).
 */
export const z = { any, array, bigint, boolean, coerce, custom, date, enum: zodEnum, int, null: zodNull, number, object, record, string, tuple, union, uuid };
