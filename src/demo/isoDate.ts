// The API's dates as the demo stores and answers them: ISO 8601 'yyyy-MM-dd' and
// 'yyyy-MM-ddTHH:mm:ss', built by hand because the seeder writes hundreds of thousands of them.

/** 'yyyy-MM-dd' of a local date. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** 'yyyy-MM-ddTHH:mm:ss' of a local date and time. */
export const isoDateTime = (date: Date) =>
  `${isoDay(date)}T${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;import { pad2 } from './text';

