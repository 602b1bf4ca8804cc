// One cash register per open academy and working day (Monday to Friday) over the last 13
// months up to today: most past days closed, with a theoretical final and now and then a
// discrepancy; a few days the academy did not open, a few registers left open; today's open.
import { pad2 } from '../text';
import { ACTIVE_ACADEMIES } from '../../contract/vocabulary';
import { addDays, startOfMonth, addMonths } from 'date-fns';
import { isoDay } from '../isoDate';
import type { Caja } from '../model/facturacion';
import { createRandom, seedFrom, type Random } from '../random';
import type { SeedContext } from './context';

export const REGISTER_MONTHS = 13;

const time = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
const euros = (random: Random, min: number, max: number) => random.int(min * 100, max * 100) / 100;

export function seedCajas({ newId, today }: SeedContext): Caja[] {
  const random = createRandom(seedFrom('cajas'));
  const rows: Caja[] = [];
  const start = startOfMonth(addMonths(today, -(REGISTER_MONTHS - 1)));
  const last = isoDay(today);
  for (let day = start; isoDay(day) <= last; day = addDays(day, 1)) {
    if (day.getDay() === 0 || day.getDay() === 6) continue;
    const fecha = isoDay(day);
    for (const centro of ACTIVE_ACADEMIES) {
      const ingresosEfectivo = euros(random, 0, 650);
      const opening = time(random.int(8 * 60 + 45, 9 * 60 + 30));
      const register = { id: newId(), centro, fecha, ingresosEfectivo };
      const roll = random.next();
      if (roll < 0.04) {
        rows.push({ ...register, horaApertura: null, horaCierre: null, balanceInicial: null, balanceFinalReal: null, balanceFinalTeorico: null, estado: 'SIN_ABRIR' });
        continue;
      }
      const balanceInicial = euros(random, 100, 300);
      if (fecha === last || roll < 0.08) {
        rows.push({ ...register, horaApertura: opening, horaCierre: null, balanceInicial, balanceFinalReal: null, balanceFinalTeorico: null, estado: 'ABIERTA' });
        continue;
      }
      const balanceFinalTeorico = Math.round((balanceInicial + ingresosEfectivo) * 100) / 100;
      const discrepancy = random.chance(0.2) ? random.int(-2_000, 1_000) / 100 : 0;
      rows.push({
        ...register,
        horaApertura: opening,
        horaCierre: time(random.int(20 * 60, 21 * 60 + 30)),
        balanceInicial,
        balanceFinalReal: Math.max(0, Math.round((balanceFinalTeorico + discrepancy) * 100) / 100),
        balanceFinalTeorico,
        estado: 'CERRADA',
      });
    }
  }
  return rows;
}
