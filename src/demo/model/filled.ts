// The demo's rows are the contract's records as the demo stores them: every field filled, but
// those the demo itself leaves empty (an open academy's closing date, a code's other values).

/** The record `T` with every field but those of `Empty` present and not null. */
export type Filled<T, Empty extends keyof T = never> = { [K in keyof T]-?: K extends Empty ? T[K] : NonNullable<T[K]> };
