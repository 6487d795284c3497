/** A sheet row as text cells (trimmed, "" or missing when empty); `index` counts from 0. */
export interface SheetRow {
  index: number;
  cells: (string | undefined)[];
}

/** A sheet whose rows are read in order, some at a time, each time `rows` is called: what the .csv and .xlsx readers give. */
export interface SheetRows {
  name: string;
  rows(): AsyncIterable<SheetRow[]>;
}
