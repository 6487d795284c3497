import { describe, expect, it } from "vitest";
import { isOpenAt, parseDayHours, weekdays } from "./opening-hours";

const everyDay = (text: string) => Object.fromEntries(weekdays.map((day) => [day, text]));
const hm = (h: number, m = 0) => h * 60 + m;

describe("parseDayHours", () => {
  it.each([
    ["9AM-5PM", [{ start: hm(9), end: hm(17) }]],
    ["7:30AM-10PM", [{ start: hm(7, 30), end: hm(22) }]],
    ["12-6PM", [{ start: hm(12), end: hm(18) }]],
    [
      "12-6AM,8AM-12AM",
      [
        { start: 0, end: hm(6) },
        { start: hm(8), end: hm(24) },
      ],
    ],
    [
      "11AM-2PM, 5-10PM",
      [
        { start: hm(11), end: hm(14) },
        { start: hm(17), end: hm(22) },
      ],
    ],
    ["8PM-2AM", [{ start: hm(20), end: hm(26) }]],
    ["12PM-12AM", [{ start: hm(12), end: hm(24) }]],
    ["Open 24 hours", [{ start: 0, end: hm(24) }]],
    ["open 24 hours", [{ start: 0, end: hm(24) }]],
    ["Closed", []],
    ["CLOSED", []],
  ])("when the text is %j, then the ranges are %j", (text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });

  it.each([
    ["9\u202fAM\u2009–\u20095\u202fPM", [{ start: hm(9), end: hm(17) }]],
    ["9:30\u202fAM–5:15\u202fPM", [{ start: hm(9, 30), end: hm(17, 15) }]],
    [
      "11\u202fAM–2\u202fPM, 5–10\u202fPM",
      [
        { start: hm(11), end: hm(14) },
        { start: hm(17), end: hm(22) },
      ],
    ],
    ["9 a.m.–5 p.m.", [{ start: hm(9), end: hm(17) }]],
  ])("when the text is Google's spaced form %j, then it is read like the compact one", (text, expected) => {
    expect(parseDayHours(text)).toEqual(expected);
  });

  it("when a range runs past midnight, then its end exceeds 1440", () => {
    const [range] = parseDayHours("8PM-2AM") ?? [];
    expect(range?.end).toBeGreaterThan(1440);
  });

  it.each(["", "garbage", "9AM", "9AM-5PM-6PM", "13AM-5PM", "9:75AM-5PM", "9-5", "0AM-5PM", "9AM-5PM,", "Hours might differ"])(
    "when the text is %j, then it is not understood (undefined)",
    (text) => {
      expect(parseDayHours(text)).toBeUndefined();
    },
  );
});

describe("isOpenAt", () => {
  // 2024-01-05 is a Friday; New York is UTC-5 and Los Angeles UTC-8 in January.
  const fridayNineThirtyNewYork = new Date("2024-01-05T14:30:00Z");
  const nineToFive = everyDay("9AM-5PM");

  it("when the same instant is 9:30 in New York and 6:30 in Los Angeles, then the answers differ", () => {
    expect(isOpenAt(nineToFive, "America/New_York", fridayNineThirtyNewYork)).toBe(true);
    expect(isOpenAt(nineToFive, "America/Los_Angeles", fridayNineThirtyNewYork)).toBe(false);
    expect(isOpenAt(nineToFive, "Asia/Tokyo", fridayNineThirtyNewYork)).toBe(false);
  });

  it.each([
    ["2024-01-05T13:59:00Z", false],
    ["2024-01-05T14:00:00Z", true],
    ["2024-01-05T21:59:00Z", true],
    ["2024-01-05T22:00:00Z", false],
  ])("when it is %s for a 9AM-5PM business in New York, then open is %s (start inclusive, end exclusive)", (at, expected) => {
    expect(isOpenAt(nineToFive, "America/New_York", new Date(at))).toBe(expected);
  });

  it("when Friday runs 8PM-2AM and Saturday is closed, then it is open Saturday 1:00 and closed Saturday 3:00", () => {
    const hours = { ...everyDay("Closed"), Friday: "8PM-2AM" };
    expect(isOpenAt(hours, "America/New_York", new Date("2024-01-06T01:30:00Z"))).toBe(true); // Fri 20:30
    expect(isOpenAt(hours, "America/New_York", new Date("2024-01-06T06:00:00Z"))).toBe(true); // Sat 01:00
    expect(isOpenAt(hours, "America/New_York", new Date("2024-01-06T08:00:00Z"))).toBe(false); // Sat 03:00
    expect(isOpenAt(hours, "America/New_York", new Date("2024-01-05T06:00:00Z"))).toBe(false); // Fri 01:00
  });

  it("when hours are split, then the gap between them is closed", () => {
    const hours = everyDay("11AM-2PM,5PM-10PM");
    const at = (utc: string) => isOpenAt(hours, "America/New_York", new Date(utc));
    expect(at("2024-01-05T17:00:00Z")).toBe(true); // 12:00
    expect(at("2024-01-05T20:00:00Z")).toBe(false); // 15:00
    expect(at("2024-01-05T23:30:00Z")).toBe(true); // 18:30
  });

  it("when a range starts at midnight, then 00:30 local is inside it", () => {
    expect(isOpenAt(everyDay("12-6AM"), "America/New_York", new Date("2024-01-05T05:30:00Z"))).toBe(true);
  });

  it("when the day reads Open 24 hours or Closed, then it is always open or always closed", () => {
    for (const at of ["2024-01-05T05:00:00Z", "2024-01-05T17:00:00Z", "2024-01-06T04:59:00Z"].map((s) => new Date(s))) {
      expect(isOpenAt(everyDay("Open 24 hours"), "America/Chicago", at)).toBe(true);
      expect(isOpenAt(everyDay("Closed"), "America/Chicago", at)).toBe(false);
    }
  });

  it.each([
    ["no hours", null, "America/New_York"],
    ["undefined hours", undefined, "America/New_York"],
    ["empty hours", {}, "America/New_York"],
    ["no time zone", nineToFive, null],
    ["an empty time zone", nineToFive, ""],
    ["an unknown time zone", nineToFive, "Mars/Olympus_Mons"],
    ["unreadable hours for today", everyDay("By appointment"), "America/New_York"],
    ["no entry for today", { Monday: "9AM-5PM" }, "America/New_York"],
  ])("when there is %s, then it is unknown (null)", (_label, hours, timeZone) => {
    expect(isOpenAt(hours, timeZone, fridayNineThirtyNewYork)).toBeNull();
  });
});

describe("parseDayHours with a 24-hour clock", () => {
  it("when hours are written 9:00-17:30, then they read as 09:00 to 17:30", () => {
    expect(parseDayHours("9:00-17:30")).toEqual([{ start: 540, end: 1050 }]);
  });

  it("when a 24-hour range runs past midnight, then it ends the next day", () => {
    expect(parseDayHours("22:00-02:00")).toEqual([{ start: 1320, end: 1560 }]);
  });

  it("when one side has AM/PM and the other is bare 24-hour text, then it is not understood", () => {
    expect(parseDayHours("9AM-17:00")).toBeUndefined();
  });
});
