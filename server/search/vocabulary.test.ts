import { describe, expect, it } from "vitest";
import { businessListResponse } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, typoOf, unusedWord } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** The directory's answer to a search for `term`. */
const search = async (term: string) => businessListResponse.parse((await context.request.get("/api/businesses").query({ search: term }).expect(200)).body);

/** What a search for a typo of `word` was corrected to, if anything. */
async function correctionOf(word: string): Promise<string | undefined> {
  return (await search(typoOf(word))).search.corrections.find((c) => c.from === typoOf(word))?.to;
}

describe("the words typos are corrected to, as businesses go and change", () => {
  it("when the last business holding a word is deleted, then a typo of it is no longer corrected to it; while one remains, it is", async () => {
    const word = unusedWord("quillon");
    const [first, second] = await insertBusinesses(context, [{ name: `${word} Saddlery` }, { name: `${word} Tannery` }]);
    const agent = await loginAgent(context);

    await agent.delete(`/api/admin/businesses/${first?.id}`).expect(200);
    expect(await correctionOf(word)).toBe(word);

    await agent.delete(`/api/admin/businesses/${second?.id}`).expect(200);
    expect(await correctionOf(word)).not.toBe(word);
  });

  it("when a business is renamed, then its old name's word is no longer corrected to, and its new name's word is", async () => {
    const before = unusedWord("marrowby");
    const after = unusedWord("thistledown");
    const [row] = await insertBusinesses(context, [{ name: `${before} Joinery` }]);
    expect(await correctionOf(before)).toBe(before);

    const agent = await loginAgent(context);
    await agent
      .patch(`/api/admin/businesses/${row?.id}`)
      .send({ name: `${after} Joinery` })
      .expect(200);
    expect(await correctionOf(before)).not.toBe(before);
    expect(await correctionOf(after)).toBe(after);
  });

  it("when a business's name holds a number, then a word with a letter among those digits is not corrected to the number, while its name's word is, and the number still finds it", async () => {
    const word = unusedWord("quillon");
    const number = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
    await insertBusinesses(context, [{ name: `${word} Motel ${number}` }]);
    const typed = `${number.slice(0, 2)}x${number.slice(3)}`;
    expect((await search(typed)).search.corrections).toEqual([]);
    expect(await correctionOf(word)).toBe(word);
    expect((await search(number)).businesses.map((b) => b.name)).toEqual([`${word} Motel ${number}`]);
  });
});
