/** What every table seeder receives. */
export interface SeedContext {
  /** Multiplies the row counts of the large tables (1 = an ordinary network). */
  scale: number;
  /** The next id of the table's sequence. */
  newId: () => number;
  /** The day the data is seeded on: dated rows (leads) lie in the months up to it. */
  today: Date;
}
