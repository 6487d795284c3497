import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { categoryGroups, defaultGroupSlug } from "@shared/categories";
import { categoryImage } from "@shared/paths";

const publicDir = path.resolve(import.meta.dirname, "../../../public");

describe("bundled hero images", () => {
  it.each([...categoryGroups.map((g) => g.slug), defaultGroupSlug])(
    "when a business in %s has no photo, then its fallback image ships with the app",
    (group) => {
      expect(existsSync(path.join(publicDir, categoryImage(group)))).toBe(true);
    },
  );
});
