import { beforeAll, describe, expect, it } from "vitest";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { fetchByPlaceId, importFile, type Agent } from "../test/admin-import";
import { uniqueToken } from "../test/businesses";
import { businessRow, makeCsv, makeXlsx, type SheetRow } from "../test/fixtures/make-spreadsheets";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);
let agent: Agent;
beforeAll(async () => {
  agent = await loginAgent(context);
});

const placeIdOf = (row: SheetRow) => String(row.place_id);

describe("POST /api/admin/import: menu, reservation and order links", () => {
  it("when the Outscraper link columns are filled, then the menu, reservation and order links are read back", async () => {
    const token = uniqueToken();
    const row = businessRow({
      menu_link: `https://menus.example.com/${token}`,
      reservation_links: `https://www.opentable.com/r/${token}, https://resy.com/cities/ny/${token}?date=2025-01-01,2025-01-02`,
      booking_appointment_link: `https://book.example.com/${token}`,
      order_links: JSON.stringify([`https://order.example.com/${token}`, `https://www.doordash.com/store/${token}`]),
    });
    const result = await importFile(agent, makeXlsx([row]), "links.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0, urlsDropped: 0 });
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({
      menuLink: `https://menus.example.com/${token}`,
      reservationLinks: [
        `https://www.opentable.com/r/${token}`,
        `https://resy.com/cities/ny/${token}?date=2025-01-01,2025-01-02`,
        `https://book.example.com/${token}`,
      ],
      orderLinks: [`https://order.example.com/${token}`, `https://www.doordash.com/store/${token}`],
    });
  });

  it("when a link is a bare host name, as owners type them, then it is read as https", async () => {
    const token = uniqueToken();
    const row = businessRow({
      order_links: `https://shop.example.com/${token}/book-now/, www.chat.example.com/${token}`,
      menu_link: `Menu-${token}.example.com`,
    });
    const result = await importFile(agent, makeXlsx([row]), "bare-hosts.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, urlsDropped: 0 });
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({
      menuLink: `https://menu-${token}.example.com/`,
      orderLinks: [`https://shop.example.com/${token}/book-now/`, `https://www.chat.example.com/${token}`],
    });
  });

  it("when the booking link repeats a reservation link, then it is kept once", async () => {
    const link = `https://book.example.com/${uniqueToken()}`;
    const row = businessRow({ reservation_links: link, booking_appointment_link: link });
    await importFile(agent, makeCsv([row]), "booking.csv");
    expect((await fetchByPlaceId(context, placeIdOf(row))).reservationLinks).toEqual([link]);
  });

  it("when the link columns are absent or empty, then the business has no menu, link lists or other hours", async () => {
    const absent = businessRow();
    const empty = businessRow({ menu_link: "", reservation_links: "", order_links: "", other_hours: "" });
    await importFile(agent, makeXlsx([absent, empty]), "no-links.xlsx");
    for (const row of [absent, empty]) {
      expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({ menuLink: null, reservationLinks: null, orderLinks: null, otherHours: null });
    }
  });

  it("when links are not http(s) addresses or are too long, then they are dropped and counted and the rest kept", async () => {
    const good = `https://order.example.com/${uniqueToken()}`;
    const row = businessRow({
      menu_link: "javascript:alert(1)",
      reservation_links: JSON.stringify(["/reserve", "ftp://files.example.com/menu.pdf"]),
      order_links: `${good}, https://long.example.com/${"a".repeat(2100)}`,
    });
    const result = await importFile(agent, makeXlsx([row]), "bad-links.xlsx");
    expect(result.stats).toMatchObject({ imported: 1, totalErrors: 0, urlsDropped: 4 });
    expect(await fetchByPlaceId(context, placeIdOf(row))).toMatchObject({ menuLink: null, reservationLinks: null, orderLinks: [good] });
  });

  it("when a cell lists more than ten links, then the first ten are kept", async () => {
    const token = uniqueToken();
    const many = Array.from({ length: 12 }, (_, i) => `https://order.example.com/${token}/${i}`);
    const row = businessRow({ order_links: many.join("\n") });
    await importFile(agent, makeXlsx([row]), "many-links.xlsx");
    expect((await fetchByPlaceId(context, placeIdOf(row))).orderLinks).toEqual(many.slice(0, 10));
  });
});

describe("POST /api/admin/import: other hours", () => {
  it("when other_hours is Outscraper's list of kinds, then each kind's hours are stored by day", async () => {
    const otherHours = [
      { Delivery: { Monday: "11AM-9PM", Tuesday: ["11AM-2PM", "5-9PM"] } },
      { "Holiday hours": { "Thanksgiving Day": "Closed", sunday: "10AM-2PM" } },
    ];
    const row = businessRow({ other_hours: JSON.stringify(otherHours) });
    await importFile(agent, makeXlsx([row]), "other-hours.xlsx");
    expect((await fetchByPlaceId(context, placeIdOf(row))).otherHours).toEqual({
      Delivery: { Monday: "11AM-9PM", Tuesday: "11AM-2PM,5-9PM" },
      "Holiday hours": { "Thanksgiving Day": "Closed", Sunday: "10AM-2PM" },
    });
  });

  it("when other_hours is one object, then it is stored as it is", async () => {
    const otherHours = { Takeout: { Friday: "5-10PM" }, "Online service hours": { Monday: "Open 24 hours" } };
    const row = businessRow({ other_hours: JSON.stringify(otherHours) });
    await importFile(agent, makeCsv([row]), "other-hours.csv");
    expect((await fetchByPlaceId(context, placeIdOf(row))).otherHours).toEqual(otherHours);
  });

  it("when other_hours is not JSON of hours, then it is left out and the row still imports", async () => {
    const rows = [businessRow({ other_hours: "Delivery all day" }), businessRow({ other_hours: '{"Delivery": 5}' }), businessRow({ other_hours: "[1, 2" })];
    const result = await importFile(agent, makeXlsx(rows), "other-hours-bad.xlsx");
    expect(result.stats).toMatchObject({ imported: 3, totalErrors: 0 });
    for (const row of rows) expect((await fetchByPlaceId(context, placeIdOf(row))).otherHours).toBeNull();
  });
});
