// Monthly balances: one academy through a year, or every academy in a month.
import { getDb } from '../db';
import { isoDay } from '../isoDate';
import { readListMonth, readYear } from '../params';
import { balanceOf, hasBalance, monthKey } from '../seed/balances';
import { fail, ok } from '../respond';
import type { DemoRoute } from '../route';

const PATH = '/api/core/interno/contabilidad/balance-mensual/list';

const currentMonth = () => monthKey(isoDay(new Date()));

export const balancesRoutes: DemoRoute[] = [
  {
    method: 'GET',
    path: `${PATH}/year`,
    answer(query) {
      const year = readYear(query, 'periodo', 'El periodo es obligatorio', 'El periodo no es válido');
      const nombre = query.required('centro', 'El centro es obligatorio');
      const academy = getDb().centros.find((centro) => centro.nombre === nombre);
      if (!academy) throw fail(`El centro ${nombre} no existe`);
      const months = Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
      return ok(months.filter((month) => hasBalance(academy, month, currentMonth())).map((month) => balanceOf(academy, month)));
    },
  },
  {
    method: 'GET',
    path: `${PATH}/month`,
    answer(query) {
      const month = readListMonth(query);
      const academies = getDb().centros.filter((academy) => hasBalance(academy, month, currentMonth()));
      return ok(academies.map((academy) => balanceOf(academy, month)));
    },
  },
];
