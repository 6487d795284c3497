import { describe, expect, it } from "vitest";
import { mapSettings } from "../../shared/api";
import { cspDirectives } from "../test/csp";
import { useTestApp } from "../test/test-app";
import { mapFiles } from "./map-paths";

const styleUrl = "https://tiles.maps.example/styles/liberty/style.json";
const context = useTestApp({ MAP_STYLE_URL: styleUrl });

describe("the map with MAP_STYLE_URL", () => {
  it("when the client asks which style to load, then it is the hosted one", async () => {
    expect(mapSettings.parse((await context.request.get("/api/map").expect(200)).body)).toEqual({ styleUrl });
  });

  it("when our own style or outlines are asked, then there are none: the hosted style is the map", async () => {
    await context.request.get(mapFiles.style).expect(404);
    await context.request.get(mapFiles.usStates).expect(404);
  });

  it("when a page is served, then it may connect to the style's origin and no other besides its own", async () => {
    const csp = cspDirectives((await context.request.get("/robots.txt").expect(200)).headers["content-security-policy"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://tiles.maps.example"]);
    expect(csp["worker-src"]).toEqual(["'self'", "blob:"]);
  });

  it("when the API answers, then its own strict policy is unchanged by the map", async () => {
    const res = await context.request.get("/api/map").expect(200);
    expect(res.headers["content-security-policy"]).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
