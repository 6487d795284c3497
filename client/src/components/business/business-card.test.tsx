// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { weekdays } from "@shared/opening-hours";
import { makeBusiness } from "../../test/fixtures";
import { renderAt, resetAfterEach } from "../../test/render";
import { BusinessCard } from "./business-card";

resetAfterEach();

const alwaysOpen = Object.fromEntries(weekdays.map((day) => [day, "Open 24 hours"]));

describe("a business card", () => {
  it.each([
    ["CLOSED_PERMANENTLY", "Permanently closed"],
    ["CLOSED_TEMPORARILY", "Temporarily closed"],
  ])("when the business is %s, then the card says %s and not that it is open", (status, label) => {
    renderAt("/", <BusinessCard business={makeBusiness({ businessStatus: status, isOpen: null })} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByText("Open now")).not.toBeInTheDocument();
  });

  it("when the business is closed for good, then it is not shown as Verified", () => {
    renderAt("/", <BusinessCard business={makeBusiness({ businessStatus: "CLOSED_PERMANENTLY", isVerified: true, isOpen: null })} />);
    expect(screen.queryByText("Verified")).not.toBeInTheDocument();
  });

  it("when the business is operating, then no closed badge is shown", () => {
    renderAt("/", <BusinessCard business={makeBusiness({ businessStatus: "OPERATIONAL", openingHours: alwaysOpen, isOpen: true, isVerified: true })} />);
    expect(screen.queryByText(/closed/i)).not.toBeInTheDocument();
    expect(screen.getByText("Open now")).toBeInTheDocument();
    expect(screen.getByText("Verified")).toBeInTheDocument();
  });
});
