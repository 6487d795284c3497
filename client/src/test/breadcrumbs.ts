import { screen, within } from "@testing-library/react";

/**
 * The page's visible trail, step by step: each step's text and the address it links, or
 * "current" for the step that is the page itself (not a link, marked aria-current="page").
 */
export async function visibleTrail(): Promise<[string, string][]> {
  const nav = await screen.findByRole("navigation", { name: "Breadcrumb" });
  const list = within(nav).getByRole("list");
  return within(list)
    .getAllByRole("listitem")
    .map((step) => {
      const link = within(step).queryByRole("link");
      const here = step.querySelector('[aria-current="page"]');
      if (link && here) throw new Error("a step is both a link and the current page");
      return [step.textContent ?? "", link?.getAttribute("href") ?? (here ? "current" : "none")];
    });
}
