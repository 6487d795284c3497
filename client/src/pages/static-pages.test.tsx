// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ComponentType } from "react";
import { HelmetProvider } from "react-helmet-async";
import { afterEach, describe, expect, it } from "vitest";
import type { SiteInfo } from "@shared/api";
import { AboutPage } from "./about";
import { AddBusinessPage } from "./add-business";
import { AdvertisePage } from "./advertise";
import { ContactPage } from "./contact";
import { PrivacyPolicyPage } from "./privacy-policy";
import { TermsOfServicePage } from "./terms-of-service";

const site: SiteInfo = {
  siteName: "Main Street",
  siteUrl: "https://main-street.example",
  contactEmail: "help@main-street.example",
  contactPhone: "(555) 010-0199",
  adSlot: null,
  affiliateBanners: [],
};

const pages: [string, ComponentType][] = [
  ["About", AboutPage],
  ["Contact", ContactPage],
  ["Add business", AddBusinessPage],
  ["Advertise", AdvertisePage],
  ["Privacy Policy", PrivacyPolicyPage],
  ["Terms of Service", TermsOfServicePage],
];

function renderPage(Page: ComponentType, siteInfo: SiteInfo = site) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(["/api/site"], siteInfo);
  return render(
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    </HelmetProvider>,
  );
}

function mailtoLinks(): HTMLAnchorElement[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href^="mailto:"]')];
}

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

describe.each(pages)("%s page", (_name, Page) => {
  it("has exactly one h1", () => {
    renderPage(Page);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("links the configured e-mail address with mailto", () => {
    renderPage(Page);
    const links = mailtoLinks();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^mailto:help@main-street\.example(\?subject=.+)?$/);
      expect(link).toHaveTextContent("help@main-street.example");
    }
  });

  it("points to the Contact page and shows no mailto link when no e-mail is configured", () => {
    renderPage(Page, { ...site, contactEmail: null });
    expect(mailtoLinks()).toHaveLength(0);
    const contactLinks = screen.getAllByRole("link").filter((link) => link.getAttribute("href") === "/contact");
    expect(contactLinks.length).toBeGreaterThan(0);
  });

  it("sets a title and a description of 120 to 160 characters", async () => {
    renderPage(Page);
    await waitFor(() => expect(document.title).toMatch(/\| Main Street$/));
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    expect(description.length).toBeGreaterThanOrEqual(120);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(/^https:\/\/main-street\.example\/[a-z-]+$/);
  });
});

describe("Contact page", () => {
  it("promises a reply within 24 hours on business days", () => {
    renderPage(ContactPage);
    expect(screen.getAllByText(/24 hours/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/business days/).length).toBeGreaterThan(0);
  });

  it("has no form", () => {
    const { container } = renderPage(ContactPage);
    expect(container.querySelector("form")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("answers the questions on listing, the free service, verification and updating", () => {
    renderPage(ContactPage);
    const questions = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(questions).toEqual(["How do I list my business?", "Is Main Street free?", "How are businesses verified?", "How do I update or correct a listing?"]);
  });

  it("offers the configured phone number when no e-mail is configured", () => {
    renderPage(ContactPage, { ...site, contactEmail: null });
    expect(screen.getByRole("link", { name: "(555) 010-0199" })).toHaveAttribute("href", "tel:5550100199");
  });
});

describe("when no contact e-mail address or phone number is configured", () => {
  const unreachable: SiteInfo = { ...site, contactEmail: null, contactPhone: null };

  it("when the Contact page is shown, then it says plainly that no address is published and promises no reply", () => {
    renderPage(ContactPage, unreachable);
    expect(screen.getByText(/has not published a contact e-mail address or phone number yet/)).toBeInTheDocument();
    expect(screen.queryByText(/not available right now|try again later/i)).not.toBeInTheDocument();
    expect(screen.queryByText(/24 hours/)).not.toBeInTheDocument();
  });

  it.each([
    ["Add business", AddBusinessPage],
    ["Privacy Policy", PrivacyPolicyPage],
    ["Terms of Service", TermsOfServicePage],
    ["Contact", ContactPage],
  ])("when the %s page invites visitors to write, then it sends them to no address and to no Contact page without one", (_name, Page) => {
    renderPage(Page, unreachable);
    expect(mailtoLinks()).toHaveLength(0);
    expect(screen.queryByRole("link", { name: "the Contact page" })).not.toBeInTheDocument();
    expect(screen.getAllByText(/no contact address is published yet/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/24 hours/)).not.toBeInTheDocument();
  });
});

describe("legal pages", () => {
  it.each([
    ["Privacy Policy", PrivacyPolicyPage],
    ["Terms of Service", TermsOfServicePage],
  ])("%s shows the last-updated date", (_name, Page) => {
    renderPage(Page);
    expect(screen.getByText("Last updated January 28, 2025")).toBeInTheDocument();
  });

  it("privacy policy mentions the analytics service", () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getAllByText(/analytics service/i).length).toBeGreaterThan(0);
  });

  it("privacy policy says what the site counts itself, and that nothing personal is kept with it", () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getByText("Counts of searches and pages.")).toBeInTheDocument();
    expect(screen.getByText(/no IP address, browser details, cookie/)).toBeInTheDocument();
    expect(screen.getByText(/deleted after 400 days/)).toBeInTheDocument();
  });

  it("terms forbid scraping beyond robots.txt", () => {
    renderPage(TermsOfServicePage);
    expect(screen.getByText("robots.txt")).toBeInTheDocument();
  });
});

describe("site name", () => {
  it("uses the configured site name", () => {
    renderPage(AboutPage, { ...site, siteName: "Elm Street Directory" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("About Elm Street Directory");
  });
});
