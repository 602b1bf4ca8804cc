// The performance budgets of DESIGN.md, one per figure `npm run bench` prints. A figure over
// its budget makes the bench exit non-zero. Units: KB = 1,000 bytes of gzip (level 9), ms, and
// ratios console / reference (the stock react-admin app of bench/reference, measured in the
// same run): an absolute time swings ×2 between runs on a shared machine, a ratio much less.
// Times are of the console as it ships (the real-API build behind nginx, the demo API over HTTP).

export const budgets = {
  // The sign-in page must not wait for the admin framework: the entry and the sign-in module,
  // with their static imports.
  signInGzipKB: 200,
  // Nor statically import anything lazy: the admin framework, an area's screens, the date
  // pickers, the seed data (a demo build's demo chunk is loaded beside it, never inside it).
  signInLeaks: 0,
  // Shell and one list: what a signed-in user downloads before the first screen shows.
  firstScreenGzipKB: 400,
  // A real-API build must carry no demo code (MSW, seeded data, fake sign-in): 0 markers found.
  demoMarkersInApiBuild: 0,
  // The 10,000-row list's first row after navigation starts (median of the paired ratios of
  // interleaved cold loads). A gate against regression: as shipped it sits near 0.69.
  firstRowRatio: 0.75,
  // Re-sorting it by a column header, and going to its next page (medians of 9 each).
  sortClickRatio: 0.5,
  pageStepRatio: 0.5,
  // What a signed-in user downloads before that list shows.
  firstScreenJsRatio: 0.8,
  // The heaviest screen of each area to its first row (or first event), against the reference's
  // list in the same rounds: a gain every screen shares never fails it.
  areaFirstRowRatio: 1.0,
  // Typing in the console's search box of that list feels instant (median keystroke).
  searchKeystrokeMs: 50,
  // Marketing funnels (by academy and by month) over 100,000 leads: screens stay responsive.
  funnel100kMs: 50,
  // The seven lead-detail distributions over 100,000 leads.
  distributions100kMs: 50,
  // A spreadsheet download of 100,000 rows.
  csv100kMs: 1000,
  // Reading the 10,000-row list's answer through its contract, against that list's first row.
  contractReadRatio: 0.1,
};
