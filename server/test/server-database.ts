import { randomBytes } from "node:crypto";
import pg from "pg";

export interface ServerDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server at `serverUrl`, named after that URL's database plus a random suffix,
 * copied from `template` when given (else from the server's default, an empty one), and how to drop it.
 */
export async function createServerDatabase(serverUrl: string, template?: string): Promise<ServerDatabase> {
  const url = new URL(serverUrl);
  const name = `${url.pathname.slice(1) || "test"}_${randomBytes(5).toString("hex")}`;
  const from = template ? ` TEMPLATE ${pg.escapeIdentifier(template)}` : "";
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}${from}`));
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropServerDatabase(serverUrl, name) };
}

export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
