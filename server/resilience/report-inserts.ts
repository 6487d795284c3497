import pg from "pg";
import { rowsInsertedMessage } from "./server-process";

/**
 * Loaded into a server process under test (`node --import`, ServerProcess's
 * `reportInserts`): writes a line to stderr each time a statement inserting
 * businesses has been answered, which neither pg nor the app reports. A test
 * that must stop the server while an import's rows are written, and not yet
 * committed, waits for it instead of sleeping.
 */
const query: (...args: unknown[]) => unknown = pg.Client.prototype.query;

const insertsBusinesses = (config: unknown) => {
  const text = typeof config === "string" ? config : typeof config === "object" && config && "text" in config ? config.text : undefined;
  return typeof text === "string" && /^\s*INSERT INTO businesses\b/i.test(text);
};

// Object.assign: the replacement forwards every form of pg's overloaded query() untouched.
Object.assign(pg.Client.prototype, {
  query(this: pg.Client, ...args: unknown[]): unknown {
    const result = Reflect.apply(query, this, args);
    if (insertsBusinesses(args[0]) && result instanceof Promise) {
      result.then(
        () => process.stderr.write(`${JSON.stringify({ level: 30, msg: rowsInsertedMessage })}\n`),
        () => {},
      );
    }
    return result;
  },
});
