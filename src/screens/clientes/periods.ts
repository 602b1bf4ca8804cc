// The periods the clients screens are asked for.
import { toMonthParam } from '../../common/apiParams';
import type { ListFilter, MonthControl } from '../../declaration/types';

/** The month selectors offer the last two years of records, up to the current month. */
export const RECORD_MONTHS: Pick<MonthControl, 'back' | 'forward'> = { back: 24, forward: 0 };

/** The call's `mes`, 'MM/yyyy', from a year control `anio` and a month-of-year control `mes`. */
export const monthOfControls = (filter: ListFilter): string => toMonthParam(new Date(Number(filter.anio), Number(filter.mes) - 1, 1));
