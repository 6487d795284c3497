import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Feature, FeatureCollection, Geometry, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import { ReadyAnswer } from "../http/ready-answer";

const require = createRequire(import.meta.url);

type TopoObject = NonNullable<Parameters<typeof mesh>[1]>;
type Topology = Parameters<typeof mesh>[0] & { objects: Record<string, TopoObject | undefined> };

/**
 * Four decimals are about 11 m: finer than the 1:10,000,000 outlines themselves (their grid is about
 * 0.0036° of longitude by 0.0009° of latitude), and each further decimal costs about a tenth more bytes.
 */
const decimals = 1e4;

const round = (value: number) => Math.round(value * decimals) / decimals;

/** A line's points rounded, with points made equal by the rounding dropped. */
function roundLine(line: Position[]): Position[] {
  const out: Position[] = [];
  for (const [x = 0, y = 0] of line) {
    const point = [round(x), round(y)];
    const last = out.at(-1);
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  return out;
}

function rounded(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case "MultiLineString":
    case "Polygon":
      return { type: geometry.type, coordinates: geometry.coordinates.map(roundLine) };
    case "MultiPolygon":
      return { type: geometry.type, coordinates: geometry.coordinates.map((polygon) => polygon.map(roundLine)) };
    default:
      throw new Error(`No rounding for a ${geometry.type} of the US outlines`);
  }
}

const featureOf = (kind: string, geometry: Geometry): Feature => ({ type: "Feature", properties: { kind }, geometry: rounded(geometry) });

const collection = (...features: Feature[]): FeatureCollection => ({ type: "FeatureCollection", features });

/** The first two digits of a county's FIPS code are its state's. */
const stateOf = (county: TopoObject) => String(county.id).slice(0, 2);

/** What the built-in map draws: the land with the state borders, and the county borders, as GeoJSON. */
interface UsOutlines {
  states: ReadyAnswer;
  counties: ReadyAnswer;
}

let outlines: UsOutlines | undefined;

/**
 * us-atlas's outlines of the states and counties (TopoJSON in longitude and latitude), made into GeoJSON
 * the first time the map asks and kept, with their gzip, in memory. Borders are meshes, so a border two
 * states share is drawn once; county borders leave out the state borders drawn above them.
 */
export function usOutlines(): UsOutlines {
  if (outlines) return outlines;
  const file = require.resolve("us-atlas/counties-10m.json");
  const topology = JSON.parse(readFileSync(file, "utf8")) as Topology;
  const { nation, states, counties } = topology.objects;
  if (!nation || !states || !counties) throw new Error(`${file} lacks the nation, states or counties`);
  const land = feature(topology, nation);
  const landGeometry = "features" in land ? land.features[0]?.geometry : land.geometry;
  if (!landGeometry) throw new Error(`${file} has no outline of the nation`);
  outlines = {
    states: new ReadyAnswer(
      collection(
        featureOf("land", landGeometry),
        featureOf(
          "state-border",
          mesh(topology, states, (a, b) => a !== b),
        ),
      ),
    ),
    counties: new ReadyAnswer(
      collection(
        featureOf(
          "county-border",
          mesh(topology, counties, (a, b) => a !== b && stateOf(a) === stateOf(b)),
        ),
      ),
    ),
  };
  return outlines;
}
