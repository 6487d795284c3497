// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { json, stubApi } from "../../test/api-stub";
import { renderAt, resetAfterEach } from "../../test/render";
import { toasts } from "../toast-store";
import { SeoPanel } from "./seo-panel";

resetAfterEach();
beforeEach(() => toasts.snapshot().forEach((t) => toasts.remove(t.id)));

function setup() {
  let answer: (response: Response) => void = () => undefined;
  const api = stubApi({ "/api/admin/generate-seo": () => new Promise<Response>((resolve) => (answer = resolve)) });
  renderAt("/admin-panel?tab=import", <SeoPanel />);
  return { user: userEvent.setup(), api, answer: (response: Response) => answer(response) };
}

describe("Generate SEO", () => {
  it("when pressed, then it is busy until the answer, then 'SEO Content Generated' with the server's message", async () => {
    const { user, api, answer } = setup();
    await user.click(screen.getByRole("button", { name: "Generate SEO content" }));
    expect(screen.getByRole("button", { name: "Generating…" })).toBeDisabled();
    expect(api.requested("/api/admin/generate-seo")).toHaveLength(1);
    answer(json({ message: "Generated SEO content for 42 businesses", updated: 42 }));
    expect(await screen.findByRole("button", { name: "Generate SEO content" })).toBeEnabled();
    expect(toasts.snapshot()[0]).toMatchObject({ title: "SEO Content Generated", description: "Generated SEO content for 42 businesses" });
    expect(screen.getByRole("status")).toHaveTextContent("Last run: Generated SEO content for 42 businesses");
  });

  it("when the server fails, then 'SEO Generation failed' / 'Failed to generate SEO content'", async () => {
    const { user, answer } = setup();
    await user.click(screen.getByRole("button", { name: "Generate SEO content" }));
    answer(json({ message: "Database unavailable" }, { status: 500 }));
    await waitFor(() =>
      expect(toasts.snapshot()[0]).toMatchObject({ title: "SEO Generation failed", description: "Failed to generate SEO content", variant: "destructive" }),
    );
    expect(screen.getByRole("status")).toHaveTextContent("Last run failed: Database unavailable");
    expect(screen.getByRole("button", { name: "Generate SEO content" })).toBeEnabled();
  });
});
