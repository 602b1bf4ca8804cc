// The API's dates as the demo stores and answers them: ISO 8601 'yyyy-MM-dd', built by hand
// because the seeder writes hundreds of thousands of them.
import { pad2 } from '../common/format';

/** 'yyyy-MM-dd' of a local date. */
export const isoDay = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
