/** The map's files on this origin: the style built here and what it loads (decision 043). */
export const mapFiles = {
  style: "/map/style.json",
  tiles: "/map/tiles.pmtiles",
  usStates: "/map/us-states.json",
  usCounties: "/map/us-counties.json",
} as const;
