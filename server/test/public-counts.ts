import { apiPaths } from "../../shared/api-paths";
import type { TestContext } from "./test-app";

/** Every count the public pages read, to compare with the same after a full recount. */
export async function publicCounts(context: Pick<TestContext, "request">) {
  const read = async (path: string) => (await context.request.get(path).expect(200)).body as unknown;
  return {
    statistics: await read(apiPaths.statistics),
    cities: await read(`${apiPaths.cities}?limit=1000`),
    categories: await read(apiPaths.categories),
    groups: await read(apiPaths.categoryGroups),
    countries: await read(apiPaths.countries),
  };
}
