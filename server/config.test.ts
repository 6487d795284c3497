import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { hashPassword } from "./admin/credentials";
import { ConfigError, configWarnings, loadConfig } from "./config";
import { projectRoot } from "./project-root";
import { pmtilesArchive } from "./test/pmtiles-archive";

const production = {
  NODE_ENV: "production",
  SITE_URL: "https://directory.example",
  SESSION_SECRET: "s".repeat(40),
  ADMIN_USERNAME: "operator",
  ADMIN_PASSWORD: "a-long-enough-password",
};

describe("loadConfig", () => {
  it("when nothing is set, then it uses the documented defaults and a random admin password", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, siteName: "Main Street", databaseUrl: undefined, seedSample: true });
    expect(config.siteUrl).toBe("http://localhost:5000");
    expect(config.adminPasswordGenerated).toBe(true);
    expect(config.adminPassword?.length).toBeGreaterThanOrEqual(12);
    expect(loadConfig({}).adminPassword).not.toBe(config.adminPassword);
  });

  it("when PORT is not a number, then it fails with one line naming PORT", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/^Invalid configuration: PORT .*"abc"/);
  });

  it("when DATABASE_URL is not a postgres URL, then it names DATABASE_URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://x@y/z" })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:5432/db" }).databaseUrl).toBe("postgres://u@127.0.0.1:5432/db");
  });

  it("when DATABASE_DIRECT_URL is set without DATABASE_URL, or is not a postgres URL, then it names it", () => {
    expect(() => loadConfig({ DATABASE_DIRECT_URL: "postgres://u@127.0.0.1:5432/db" })).toThrow(/DATABASE_DIRECT_URL needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:6432/db", DATABASE_DIRECT_URL: "http://x" })).toThrow(/DATABASE_DIRECT_URL/);
    const pooled = loadConfig({ DATABASE_URL: "postgres://u@127.0.0.1:6432/db", DATABASE_DIRECT_URL: "postgres://u@127.0.0.1:5432/db" });
    expect(pooled.databaseDirectUrl).toBe("postgres://u@127.0.0.1:5432/db");
  });

  it("when a secret is invalid, then the message names it without echoing the value", () => {
    const attempt = () => loadConfig({ SESSION_SECRET: "short-secret-value" });
    expect(attempt).toThrow(/SESSION_SECRET/);
    expect(attempt).not.toThrow(/short-secret-value/);
  });

  it("when in production without a session secret or admin credentials, then it refuses to start", () => {
    expect(loadConfig(production).nodeEnv).toBe("production");
    for (const name of ["SESSION_SECRET", "ADMIN_USERNAME", "ADMIN_PASSWORD", "SITE_URL"] as const) {
      expect(() => loadConfig({ ...production, [name]: "" })).toThrow(new RegExp(`${name} .*is required`));
    }
  });

  it("when in production with a password hash instead of a password, then it starts without generating one", () => {
    const config = loadConfig({ ...production, ADMIN_PASSWORD: "", ADMIN_PASSWORD_HASH: hashPassword("a-long-enough-password") });
    expect(config.adminPasswordGenerated).toBe(false);
    expect(config.adminPassword).toBeUndefined();
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD_HASH: "md5$abc" })).toThrow(/ADMIN_PASSWORD_HASH/);
  });

  it("when SITE_URL ends with a slash and SEED_SAMPLE is false, then both are normalised", () => {
    const config = loadConfig({ SITE_URL: "https://x.example/", SEED_SAMPLE: "false" });
    expect(config.siteUrl).toBe("https://x.example");
    expect(config.seedSample).toBe(false);
  });
});

describe("ALTCHA_MAX_COUNTER", () => {
  it("when unset, then visitors' browsers do up to 1000 tries, tests a few; a value sets it and a wrong one is named", () => {
    expect(loadConfig({}).altchaMaxCounter).toBe(1000);
    expect(loadConfig(production).altchaMaxCounter).toBe(1000);
    expect(loadConfig({ NODE_ENV: "test" }).altchaMaxCounter).toBe(10);
    expect(loadConfig({ ALTCHA_MAX_COUNTER: "4000" }).altchaMaxCounter).toBe(4000);
    expect(() => loadConfig({ ALTCHA_MAX_COUNTER: "1" })).toThrow(/^Invalid configuration: ALTCHA_MAX_COUNTER must be at least 2/);
  });
});

describe("METRICS_TOKEN", () => {
  const example = parseEnv(readFileSync(path.join(projectRoot, ".env.example"), "utf8")).METRICS_TOKEN;

  it("when unset, then there is no token, in production too: /metrics is off", () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig(production).metricsToken).toBeUndefined();
  });

  it("when too short, then it is named without echoing the value; a long one is taken", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short-token" })).toThrow(/^Invalid configuration: METRICS_TOKEN must be at least 32 characters$/);
    expect(loadConfig({ ...production, METRICS_TOKEN: "t".repeat(32) }).metricsToken).toBe("t".repeat(32));
  });

  it("when it is .env.example's, then a local run takes it and production refuses it", () => {
    expect(example).toBeDefined();
    expect(loadConfig({ METRICS_TOKEN: example }).metricsToken).toBe(example);
    expect(() => loadConfig({ ...production, METRICS_TOKEN: example })).toThrow(/METRICS_TOKEN is the example's/);
  });
});

describe("loadConfig promotions", () => {
  it("when only one of the ad slot variables is set, then it names both", () => {
    expect(() => loadConfig({ AD_SLOT_IMAGE: "https://ads.example/a.png" })).toThrow(/AD_SLOT_IMAGE and AD_SLOT_LINK/);
  });

  it("when AFFILIATE_BANNERS is not a JSON array of banners, then it names AFFILIATE_BANNERS", () => {
    expect(() => loadConfig({ AFFILIATE_BANNERS: "{not json" })).toThrow(/AFFILIATE_BANNERS/);
    expect(() => loadConfig({ AFFILIATE_BANNERS: JSON.stringify([{ title: "x", text: "", url: "javascript:alert(1)" }]) })).toThrow(/AFFILIATE_BANNERS/);
    expect(loadConfig({}).affiliateBanners).toEqual([]);
  });
});

describe("configWarnings", () => {
  it("when production runs without CONTACT_EMAIL, then start-up warns that no address is published", () => {
    expect(configWarnings(loadConfig(production))).toEqual([expect.stringMatching(/^CONTACT_EMAIL is not set/)]);
    expect(configWarnings(loadConfig({ ...production, CONTACT_EMAIL: "  " }))).toHaveLength(1);
  });

  it("when the address is set, or outside production, then there is nothing to warn about", () => {
    expect(configWarnings(loadConfig({ ...production, CONTACT_EMAIL: "help@directory.example" }))).toEqual([]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });
});

describe("MAP_TILES and MAP_STYLE_URL", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "map-config-"));
  const archive = path.join(folder, "region.pmtiles");
  writeFileSync(archive, pmtilesArchive([{ z: 0, x: 0, y: 0, data: Buffer.from("tile") }]));
  const notArchive = path.join(folder, "notes.txt");
  writeFileSync(notArchive, "not a map");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("when neither is set, then the map is the built-in one", () => {
    expect(loadConfig({})).toMatchObject({ mapTiles: undefined, mapStyleUrl: undefined });
  });

  it("when MAP_TILES names a PMTiles archive, then its absolute path is kept", () => {
    expect(loadConfig({ MAP_TILES: path.relative(process.cwd(), archive) }).mapTiles).toBe(archive);
  });

  it("when MAP_TILES names a missing file, a folder or another kind of file, then the start stops naming it", () => {
    const missing = path.join(folder, "missing.pmtiles");
    expect(() => loadConfig({ MAP_TILES: missing })).toThrow(`Invalid configuration: MAP_TILES names no readable file (got "${missing}")`);
    expect(() => loadConfig({ MAP_TILES: folder })).toThrow(/^Invalid configuration: MAP_TILES must be a file, not a folder/);
    expect(() => loadConfig({ MAP_TILES: notArchive })).toThrow(/^Invalid configuration: MAP_TILES is not a PMTiles archive/);
  });

  it("when MAP_STYLE_URL is not an http(s) URL, or plain http in production, then the start stops naming it", () => {
    expect(() => loadConfig({ MAP_STYLE_URL: "tiles.example/style.json" })).toThrow(/^Invalid configuration: MAP_STYLE_URL must be an http\(s\) URL/);
    expect(() => loadConfig({ MAP_STYLE_URL: "ftp://tiles.example/style.json" })).toThrow(/MAP_STYLE_URL/);
    expect(loadConfig({ MAP_STYLE_URL: "http://localhost:8080/style.json" }).mapStyleUrl).toBe("http://localhost:8080/style.json");
    expect(() => loadConfig({ ...production, MAP_STYLE_URL: "http://tiles.example/style.json" })).toThrow(/MAP_STYLE_URL must be an https:\/\/ URL/);
  });

  it("when both are set, then the start stops: one of them decides the map", () => {
    expect(() => loadConfig({ MAP_TILES: archive, MAP_STYLE_URL: "https://tiles.example/style.json" })).toThrow(/set MAP_TILES or MAP_STYLE_URL, not both/);
  });
});
