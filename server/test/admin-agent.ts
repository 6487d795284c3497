import supertest from "supertest";
import type { TestContext } from "./test-app";

export const testAdmin = { ADMIN_USERNAME: "operator", ADMIN_PASSWORD: "a-test-password-123" };

/** A cookie-keeping client signed in as the test operator. */
export async function loginAgent(context: TestContext) {
  const agent = supertest.agent(context.app);
  await agent.post("/api/admin/login").send({ username: testAdmin.ADMIN_USERNAME, password: testAdmin.ADMIN_PASSWORD }).expect(200);
  return agent;
}
