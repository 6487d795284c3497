// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { InsightsReport } from "@shared/insights";
import { failure, json, pending, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { lastDays } from "../api/insights";
import { InsightsTab } from "./insights-tab";

// jsdom has no canvas: the chart is uPlot's, and its figures are the table behind it.
vi.mock("../components/visits-chart", () => ({ VisitsChart: () => <div data-testid="chart" /> }));

resetAfterEach();

const empty = (from: string, to: string): InsightsReport => ({
  from,
  to,
  days: [{ day: to, visitors: 0, crawlers: 0 }],
  searches: [],
  nothing: [],
  businesses: [],
  towns: [],
  categories: [],
  townCategories: [],
});

const report = (from: string, to: string): InsightsReport => ({
  ...empty(from, to),
  days: [
    { day: from, visitors: 3, crawlers: 1 },
    { day: to, visitors: 1200, crawlers: 7 },
  ],
  searches: [{ what: "pizza", where: "houston, tx", count: 12, foundNothing: 0, results: 48 }],
  nothing: [{ what: "sushi", where: "", count: 2 }],
  businesses: [{ key: "17", label: "Joe's Pizza", visitors: 9, crawlers: 4 }],
});

const answering = (make: (from: string, to: string) => InsightsReport) => (url: URL) =>
  json(make(url.searchParams.get("from") ?? "", url.searchParams.get("to") ?? ""));

describe("Insights tab", () => {
  it("while the report loads, then it says so and the section is busy", () => {
    stubApi({ "/api/admin/insights": () => pending() });
    renderAt("/admin-panel?tab=insights", <InsightsTab />);
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "What visitors look for" })).toHaveAttribute("aria-busy", "true");
  });

  it("when the last 30 days are read, then the chart, its table and every table come with a CSV link of that range", async () => {
    const api = stubApi({ "/api/admin/insights": answering(report) });
    renderAt("/admin-panel?tab=insights", <InsightsTab />);
    const visits = await screen.findByRole("region", { name: "Visits per day" });
    const { from, to } = lastDays(30);
    expect(api.requested("/api/admin/insights")[0]?.search).toBe(`?from=${from}&to=${to}`);
    expect(within(visits).getByText(/1,203 by visitors, 8 by crawlers/)).toBeInTheDocument();
    expect(await within(visits).findByTestId("chart")).toBeInTheDocument();
    const figures = within(visits).getByRole("table", { name: "Visits per day" });
    expect(
      within(figures)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DayVisitorsCrawlers", `${from}31`, `${to}1,2007`]);
    const nothing = screen.getByRole("region", { name: "Searches that found nothing" });
    expect(within(nothing).getByRole("row", { name: "sushi (any) 2" })).toBeInTheDocument();
    expect(within(nothing).getByRole("link", { name: "CSV of searches that found nothing" })).toHaveAttribute(
      "href",
      `/api/admin/insights/nothing.csv?from=${from}&to=${to}`,
    );
    expect(within(screen.getByRole("region", { name: "Top businesses" })).getByRole("row", { name: "Joe's Pizza 9 4" })).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Top towns" })).getByText("No town pages viewed in these days.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: /^CSV of / })).toHaveLength(7);
  });

  it("when 7 days are chosen, then those are asked for", async () => {
    const api = stubApi({ "/api/admin/insights": answering(report) });
    renderAt("/admin-panel?tab=insights", <InsightsTab />);
    await screen.findByRole("region", { name: "Visits per day" });
    await userEvent.click(screen.getByRole("radio", { name: "7 days" }));
    const { from, to } = lastDays(7);
    await screen.findByText(`From ${from} to ${to} (UTC)`);
    expect(api.requested("/api/admin/insights").map((url) => url.search)).toContain(`?from=${from}&to=${to}`);
  });

  it("when nothing was counted, then the chart gives way to a line saying so", async () => {
    stubApi({ "/api/admin/insights": answering(empty) });
    renderAt("/admin-panel?tab=insights", <InsightsTab />);
    expect(await screen.findByText("No visits counted in these days yet.")).toBeInTheDocument();
    expect(screen.queryByTestId("chart")).not.toBeInTheDocument();
  });

  it("when the report fails, then it says so and Try again asks again", async () => {
    let calls = 0;
    stubApi({ "/api/admin/insights": (url) => (++calls === 1 ? failure(500) : answering(report)(url)) });
    renderAt("/admin-panel?tab=insights", <InsightsTab />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The insights could not be loaded.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Visits per day" })).toBeInTheDocument();
  });
});
