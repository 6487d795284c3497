import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, serverMessage } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

function answer(response: Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(response)),
  );
}

async function failureOf(response: Response): Promise<ApiError> {
  answer(response);
  const error: unknown = await apiRequest("PATCH", "/api/admin/businesses/1", { rating: 9 }).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("apiRequest's failures", () => {
  it("when the server answers 400 with { message, errors }, then the error reads '400: {body}' and carries the body read once", async () => {
    const body = { message: "Invalid body: rating", errors: { rating: ["Too big: expected number to be <=5"] } };
    const error = await failureOf(new Response(JSON.stringify(body), { status: 400, statusText: "Bad Request" }));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.body).toEqual(body);
    expect(serverMessage(error, "Failed to update business")).toBe("Invalid body: rating");
  });

  it("when the body is the server's message alone, then errors is absent", async () => {
    const error = await failureOf(new Response('{"message":"Business not found"}', { status: 404 }));
    expect(error.body).toEqual({ message: "Business not found" });
  });

  it("when the body is not the server's (a proxy's page, malformed errors), then there is no body and callers fall back", async () => {
    const proxy = await failureOf(new Response("<html>Bad gateway</html>", { status: 502 }));
    expect(proxy.message).toBe("502: <html>Bad gateway</html>");
    expect(proxy.body).toBeUndefined();
    expect(serverMessage(proxy, "Failed to update business")).toBe("Failed to update business");

    const malformed = await failureOf(new Response('{"message":"Invalid body","errors":{"rating":"too big"}}', { status: 400 }));
    expect(malformed.body).toEqual({ message: "Invalid body" });
  });

  it("when the body is empty, then the message is the status text", async () => {
    const error = await failureOf(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(error.message).toBe("503: Service Unavailable");
    expect(error.body).toBeUndefined();
  });

  it("when the failure is not an answer at all, then serverMessage gives the fallback", () => {
    expect(serverMessage(new TypeError("Failed to fetch"), "Upload failed")).toBe("Upload failed");
  });
});
