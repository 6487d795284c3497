import { describe, expect, it } from "vitest";
import { errorResponse, nearbyBusinesses, type NearbyBusiness } from "../../shared/api";
import { loginAgent, testAdmin } from "../test/admin-agent";
import { insertBusinesses, uniqueToken, type BusinessInput } from "../test/businesses";
import { useTestApp } from "../test/test-app";

const context = useTestApp(testAdmin);

/** Miles in a degree of latitude, on the sphere the distances are measured on. */
const milesPerDegree = (2 * Math.PI * 3958.8) / 360;
let places = 0;

/** A spot of its own for each test (a degree of latitude apart: 69 miles), so no test sees another's rows. */
function newOrigin() {
  places += 1;
  return { latitude: 30 + places, longitude: -100 };
}

/** A business `miles` due north of `origin`. */
const north = (origin: { latitude: number; longitude: number }, miles: number, input: BusinessInput = {}): BusinessInput => ({
  name: `${miles} mi ${uniqueToken()}`,
  ...input,
  latitude: origin.latitude + miles / milesPerDegree,
  longitude: origin.longitude,
});

async function nearbyOf(id: number): Promise<NearbyBusiness[]> {
  return nearbyBusinesses.parse((await context.request.get(`/api/businesses/${id}/nearby`).expect(200)).body);
}

async function insertAround(inputs: BusinessInput[]) {
  const rows = await insertBusinesses(context, inputs);
  const [centre, ...others] = rows;
  if (!centre) throw new Error("nothing inserted");
  return { centre, others };
}

describe("GET /api/businesses/{id}/nearby", () => {
  it("when others of the same group are near, then they come nearest first with their distance in miles", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([north(origin, 0), north(origin, 3), north(origin, 1), north(origin, 2.4)]);
    const nearby = await nearbyOf(centre.id);
    expect(nearby.map((b) => b.distanceMiles)).toEqual([1, 2.4, 3]);
    expect(nearby.map((b) => b.id)).toEqual([others[1]?.id, others[2]?.id, others[0]?.id]);
    expect(nearby[0]).toMatchObject({ name: others[1]?.name, slug: others[1]?.slug, category: "Italian restaurant", categoryGroup: "restaurants" });
  });

  it("when others are past 10 miles, then they are left out", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([north(origin, 0), north(origin, 10.4), north(origin, 9.6)]);
    expect((await nearbyOf(centre.id)).map((b) => b.id)).toEqual([others[1]?.id]);
  });

  it("when others nearer are of another category group, then only the same group is listed", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([
      north(origin, 0),
      north(origin, 0.5, { category: "Dentist" }),
      north(origin, 0.7, { category: "Auto repair shop" }),
      north(origin, 2, { category: "Pizza restaurant" }),
    ]);
    expect((await nearbyOf(centre.id)).map((b) => b.id)).toEqual([others[2]?.id]);
    expect((await nearbyOf(others[0]?.id ?? 0)).map((b) => b.id)).toEqual([]);
  });

  it("when the business and others closed for good are near, then neither is listed; one closed for now is", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([
      north(origin, 0),
      north(origin, 0.5, { businessStatus: "CLOSED_PERMANENTLY" }),
      north(origin, 1, { businessStatus: "CLOSED_TEMPORARILY" }),
      north(origin, 1.5, { businessStatus: "OPERATIONAL" }),
    ]);
    const nearby = await nearbyOf(centre.id);
    expect(nearby.map((b) => b.id)).toEqual([others[1]?.id, others[2]?.id]);
    expect(nearby[0]?.businessStatus).toBe("CLOSED_TEMPORARILY");
  });

  it("when more than six are near, then the six nearest are listed", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([north(origin, 0), ...[8, 7, 6, 5, 4, 3, 2, 1].map((miles) => north(origin, miles))]);
    const nearby = await nearbyOf(centre.id);
    expect(nearby.map((b) => b.distanceMiles)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nearby.map((b) => b.id)).toEqual(
      others
        .slice(2)
        .reverse()
        .map((b) => b.id),
    );
  });

  it("when the business has no coordinates, then it has no neighbours to list", async () => {
    const { centre } = await insertAround([{ latitude: null, longitude: null }]);
    expect(await nearbyOf(centre.id)).toEqual([]);
  });

  it("when a card's business has photos and a rating, then the first photo and the rating come along", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([
      north(origin, 0),
      north(origin, 1, { photos: ["https://img.test/first.jpg", "https://img.test/second.jpg"], rating: 4.8, reviewCount: 120 }),
    ]);
    expect(await nearbyOf(centre.id)).toEqual([
      expect.objectContaining({ id: others[0]?.id, photo: "https://img.test/first.jpg", rating: 4.8, reviewCount: 120, distanceMiles: 1 }),
    ]);
  });

  it("when an operator marks a neighbour closed for good, then the next answer leaves it out, not the one held from before", async () => {
    const origin = newOrigin();
    const { centre, others } = await insertAround([north(origin, 0), north(origin, 1), north(origin, 2)]);
    const [nearer, farther] = others;
    if (!nearer || !farther) throw new Error("not inserted");
    expect((await nearbyOf(centre.id)).map((b) => b.id)).toEqual([nearer.id, farther.id]);
    const admin = await loginAgent(context);
    await admin.patch(`/api/admin/businesses/${nearer.id}`).send({ businessStatus: "CLOSED_PERMANENTLY" }).expect(200);
    expect((await nearbyOf(centre.id)).map((b) => b.id)).toEqual([farther.id]);
  });

  it("when the id is unknown, then 404", async () => {
    const body = errorResponse.parse((await context.request.get("/api/businesses/987654321/nearby").expect(404)).body);
    expect(body.message).toBe("Business not found");
  });

  it("when the id is not a number, then 400 says so", async () => {
    const body = errorResponse.parse((await context.request.get("/api/businesses/abc/nearby").expect(400)).body);
    expect(body.errors?.id).toBeDefined();
  });
});
