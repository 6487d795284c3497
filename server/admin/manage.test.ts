import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { adminEvents, seoResult } from "../../shared/admin-api";
import { business, statistics } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken } from "../test/businesses";
import { useTestApp } from "../test/test-app";
import { deleteAllAsJob } from "../test/trash-jobs";
import { specColumns } from "../spreadsheet/columns";

const context = useTestApp(testAdmin);

const getBusiness = async (id: number) => business.parse((await context.request.get(`/api/businesses/${id}`).expect(200)).body);
const words = (text: string | null) => (text ?? "").split(/\s+/).filter(Boolean).length;

describe("POST /api/admin/generate-seo", () => {
  it("when businesses lack SEO content, then each gets it once, and content already written is kept", async () => {
    const agent = await loginAgent(context);
    const [plain, written] = await insertBusinesses(context, [
      { name: `Plain ${uniqueToken()}`, city: "Austin", state: "TX" },
      { name: `Written ${uniqueToken()}`, seoTitle: "The operator's own title" },
    ]);
    if (!plain || !written) throw new Error("rows not inserted");
    const first = seoResult.parse((await agent.post("/api/admin/generate-seo").expect(200)).body);
    expect(first.updated).toBeGreaterThanOrEqual(2);

    const generated = await getBusiness(plain.id);
    expect(generated.seoTitle?.length).toBeLessThan(65);
    expect(generated.seoTitle).toContain(plain.name);
    expect(generated.seoDescription?.length).toBeLessThan(160);
    expect(generated.canonicalUrl).toBe(`http://directory.test/details/${plain.slug}`);
    expect(words(generated.seoAbout)).toBeGreaterThanOrEqual(200);

    const kept = await getBusiness(written.id);
    expect(kept.seoTitle).toBe("The operator's own title");
    expect(words(kept.seoAbout)).toBeGreaterThanOrEqual(200);

    const second = seoResult.parse((await agent.post("/api/admin/generate-seo").expect(200)).body);
    expect(second.updated).toBe(0);
  });

  it("when another instance is generating, then 409 names it and since when; once its lease lapses, the run goes ahead", async () => {
    const agent = await loginAgent(context);
    await context.database.db.execute(
      sql`INSERT INTO job_leases (name, holder, token, acquired_at, renewed_at) VALUES ('generate-seo', 'web-2 (process 4242)', 'theirs', '2026-01-02T03:04:05Z', now())`,
    );
    const busy = await agent.post("/api/admin/generate-seo").expect(409);
    expect(busy.body.message).toBe("SEO generation is already running on web-2 (process 4242) since 2026-01-02T03:04:05.000Z: try again when it has finished");
    // An instance that stopped renews nothing: its lease lapses after 30 s.
    await context.database.db.execute(sql`UPDATE job_leases SET renewed_at = now() - interval '1 minute' WHERE name = 'generate-seo'`);
    seoResult.parse((await agent.post("/api/admin/generate-seo").expect(200)).body);
    // Released when done: the next run needs no waiting.
    await agent.post("/api/admin/generate-seo").expect(200);
  });
});

describe("PATCH /api/admin/businesses/{id}", () => {
  it("when a valid edit is sent, then the business and the public counts change", async () => {
    const agent = await loginAgent(context);
    const category = `Gadget repair ${uniqueToken()}`;
    const [row] = await insertBusinesses(context, [{ isVerified: false, category }]);
    if (!row) throw new Error("row not inserted");
    const res = await agent
      .patch(`/api/admin/businesses/${row.id}`)
      .send({ name: "Renamed & Co", isVerified: true, rating: 4.2, category: "Sushi restaurant", openingHours: { Monday: "9AM-5PM" } })
      .expect(200);
    const updated = business.parse(res.body);
    expect(updated).toMatchObject({ name: "Renamed & Co", isVerified: true, rating: 4.2, category: "Sushi restaurant", categoryGroup: "restaurants" });
    expect(updated.slug).toBe(row.slug);
    expect(await getBusiness(row.id)).toMatchObject({ name: "Renamed & Co", categorySlug: "sushi-restaurant" });
    const categories = (await context.request.get("/api/categories")).body as { category: string }[];
    expect(categories.some((c) => c.category === category)).toBe(false);
  });

  it("when an edit changes no counted field, then the counts stay, and the detail, list and search answers show it at once", async () => {
    const agent = await loginAgent(context);
    const token = uniqueToken();
    const [row] = await insertBusinesses(context, [{ name: `Plain Name ${token}`, city: `Keptville ${token}` }]);
    if (!row) throw new Error("row not inserted");
    const list = async (query: string) =>
      ((await context.request.get(`/api/businesses?${query}`).expect(200)).body as { businesses: { name: string }[] }).businesses.map((b) => b.name);
    const counts = async () => (await context.request.get("/api/cities").expect(200)).body as unknown;
    // Asked first, so each answer is held by the server's caches.
    expect((await getBusiness(row.id)).name).toBe(`Plain Name ${token}`);
    expect(await list(`location=${encodeURIComponent(`Keptville ${token}`)}`)).toEqual([`Plain Name ${token}`]);
    expect(await list(`search=Renamed${token}`)).toEqual([]);
    const countsBefore = await counts();

    await agent
      .patch(`/api/admin/businesses/${row.id}`)
      .send({ name: `Renamed${token} Place`, phone: "+1 555-010-9999" })
      .expect(200);
    expect(await getBusiness(row.id)).toMatchObject({ name: `Renamed${token} Place`, phone: "+1 555-010-9999" });
    expect(await list(`location=${encodeURIComponent(`Keptville ${token}`)}`)).toEqual([`Renamed${token} Place`]);
    expect(await list(`search=Renamed${token}`)).toEqual([`Renamed${token} Place`]);
    expect(await counts()).toEqual(countsBefore);
  });

  it("when the body is invalid, then it answers 400 naming the fields and changes nothing", async () => {
    const agent = await loginAgent(context);
    const [row] = await insertBusinesses(context, [{}]);
    if (!row) throw new Error("row not inserted");
    const bad = await agent.patch(`/api/admin/businesses/${row.id}`).send({ rating: 9, website: "javascript:alert(1)", name: "" }).expect(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(["rating", "website", "name"]));
    await agent.patch(`/api/admin/businesses/${row.id}`).send({ slug: "hijack" }).expect(400);
    await agent.patch(`/api/admin/businesses/${row.id}`).send({}).expect(400);
    expect((await getBusiness(row.id)).name).toBe(row.name);
  });

  it("when the business does not exist, then it answers 404", async () => {
    const agent = await loginAgent(context);
    await agent.patch("/api/admin/businesses/999999999").send({ name: "Ghost" }).expect(404);
    await agent.patch("/api/admin/businesses/abc").send({ name: "Ghost" }).expect(400);
  });
});

describe("DELETE /api/admin/businesses/{id}", () => {
  it("when a business is deleted, then it is gone from the public API and a second delete is 404", async () => {
    const agent = await loginAgent(context);
    const before = statistics.parse((await context.request.get("/api/statistics")).body);
    const [row] = await insertBusinesses(context, [{}]);
    if (!row) throw new Error("row not inserted");
    await agent.delete(`/api/admin/businesses/${row.id}`).expect(200);
    await context.request.get(`/api/businesses/${row.id}`).expect(404);
    await agent.delete(`/api/admin/businesses/${row.id}`).expect(404);
    const after = statistics.parse((await context.request.get("/api/statistics")).body);
    expect(after.totalBusinesses).toBe(before.totalBusinesses);
  });
});

describe("DELETE /api/admin/delete-all", () => {
  it("when the confirmation text is missing or wrong, then it answers 400 and deletes nothing", async () => {
    const agent = await loginAgent(context);
    await insertBusinesses(context, [{}]);
    const before = statistics.parse((await context.request.get("/api/statistics")).body);
    expect(before.totalBusinesses).toBeGreaterThan(0);
    await agent.delete("/api/admin/delete-all").expect(400);
    await agent.delete("/api/admin/delete-all").send({ confirm: "delete" }).expect(400);
    expect(statistics.parse((await context.request.get("/api/statistics")).body)).toEqual(before);
  });

  it("when DELETE is confirmed, then every business is gone, the counts are zero and the activity log says so", async () => {
    const agent = await loginAgent(context);
    await insertBusinesses(context, [{}, {}]);
    expect(await deleteAllAsJob(agent)).toMatchObject({ status: "done", message: expect.stringMatching(/deleted/i) });
    expect(statistics.parse((await context.request.get("/api/statistics")).body)).toEqual({
      totalBusinesses: 0,
      verifiedBusinesses: 0,
      categories: 0,
      totalCities: 0,
    });
    const activity = adminEvents.parse((await agent.get("/api/admin/activity").expect(200)).body);
    expect(activity[0]).toMatchObject({ kind: "delete-all" });
    expect(activity.map((e) => e.kind)).toEqual(expect.arrayContaining(["seo", "edit", "delete"]));
  });
});

describe("GET /api/admin/import-template", () => {
  it("when the operator downloads the template, then it is an .xlsx whose header row is the spec's columns", async () => {
    const agent = await loginAgent(context);
    const res = await agent
      .get("/api/admin/import-template")
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers["content-disposition"]).toContain("businesses_import_template.xlsx");
    const workbook = XLSX.read(res.body as Buffer, { type: "buffer" });
    const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ""];
    const [header] = XLSX.utils.sheet_to_json<string[]>(sheet ?? {}, { header: 1 });
    expect(header).toEqual([...specColumns]);
  });
});
