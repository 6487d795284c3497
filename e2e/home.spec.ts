import { expect, test } from "@playwright/test";

test("when a visitor opens the home page, then the sample directory's statistics and popular cities show", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const statistics = page.getByTestId("statistics");
  await expect(statistics).toContainText("American Businesses");
  await expect(statistics).toContainText("2k");
  const firstCity = page.getByRole("link", { name: /businesses$/ }).first();
  await expect(firstCity).toHaveAttribute("href", /^\/city\//);
});

test("when a visitor opens an unknown path, then the not-found page shows", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
});

test("when a browser loads the home page, then its scripts arrive brotli-compressed, the page compressed and the API's answers gzipped", async ({ page }) => {
  const scripts: Promise<string | undefined>[] = [];
  const apiAnswers: Promise<string | undefined>[] = [];
  let documentEncoding: Promise<string | undefined> | undefined;
  page.on("response", (response) => {
    const encoding = response.allHeaders().then((headers) => headers["content-encoding"]);
    if (response.request().resourceType() === "document") documentEncoding = encoding;
    if (response.url().includes("/assets/") && response.url().endsWith(".js")) scripts.push(encoding);
    if (new URL(response.url()).pathname === "/api/businesses/recommended") apiAnswers.push(encoding);
  });
  await page.goto("/");
  await expect(page.getByTestId("statistics")).toContainText("American Businesses");
  // The page carries its first answers; later reads ask the API, as a visitor moving on does.
  await page.evaluate(() => fetch("/api/businesses/recommended").then((response) => response.text()));
  await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(0);
  expect(await Promise.all(scripts)).toContain("br");
  expect(await documentEncoding).toMatch(/^(br|gzip)$/);
  expect(await Promise.all(apiAnswers)).toEqual(apiAnswers.map(() => "gzip"));
});
