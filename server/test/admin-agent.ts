import supertest from "supertest";
import type { TestContext } from "./test-app";

export const testAdmin = { ADMIN_USERNAME: "operator", ADMIN_PASSWORD: "a-test-password-123" };

const httpMethods = new Set(["get", "post", "put", "patch", "delete", "del", "head", "options"]);

/** The host the test clients name; not a real one, and none of the app's own rules depends on its name. */
const testHost = "app.test";

/**
 * A supertest client whose every request names the server itself as its Origin, as a browser on the
 * site does: state-changing admin requests without one are refused. It names the server's host too
 * (supertest picks the port only once it sends), so the pair fits an app of any SITE_URL.
 */
export function sameOriginClient<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== "string" || !httpMethods.has(property) || typeof value !== "function") return value;
      return (url: string) => (value as (this: T, url: string) => supertest.Test).call(target, url).set("Host", testHost).set("Origin", `http://${testHost}`);
    },
  });
}

/** A cookie-keeping client signed in as the test operator; its requests carry the server's own Origin. */
export async function loginAgent(context: Pick<TestContext, "app">) {
  const agent = sameOriginClient(supertest.agent(context.app));
  await agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }).expect(200);
  return agent;
}
