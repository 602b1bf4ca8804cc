/** What every table seeder receives. */
export interface SeedContext {
  /** Multiplies the row counts of the large tables (1 = an ordinary network). */
  scale: number;
  /** The next id, shared by all tables as in the live database. */
  newId: () => number;
}
