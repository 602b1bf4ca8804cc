// Payments made with the dynamic promo codes as seeded: in each academy a code is for, on days
// it was valid up to the seed's day, of the kinds it is compatible with.
import { addDays, differenceInCalendarDays, isAfter, max, min, subMonths } from 'date-fns';
import { isoDay } from '../isoDate';
import type { PromoCompatibility } from '../model/administracion';
import type { UsoCodigoPromocional, UsoKind } from '../model/clientes';
import { createRandom, seedFrom } from '../random';
import { seedCodigosPromocionales } from './codigosPromocionales';
import type { SeedContext } from './context';

const KIND_OF: Record<PromoCompatibility, UsoKind> = { PAGO: 'pago', TARIFA: 'pago-tarifa', INTENSIVO: 'pago-intensivo', PACK: 'pago-pack-horas' };
/** The usual amount paid of each kind, in euros. */
const PRICES: Record<UsoKind, [number, number]> = { pago: [20, 90], 'pago-tarifa': [80, 240], 'pago-intensivo': [150, 400], 'pago-pack-horas': [100, 500] };
/** Uses per academy and month of validity at scale 1. */
const PER_MONTH = 3;

const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
};

export function seedUsosCodigos(context: SeedContext): UsoCodigoPromocional[] {
  const random = createRandom(seedFrom('usosCodigos'));
  let codeId = 1;
  const codes = seedCodigosPromocionales({ ...context, newId: () => codeId++ });
  const rows: UsoCodigoPromocional[] = [];
  for (const code of codes) {
    const first = max([dayOf(code.fechaInicio), subMonths(context.today, 24)]);
    const last = min([dayOf(code.fechaFin), context.today]);
    if (isAfter(first, last)) continue;
    const days = differenceInCalendarDays(last, first) + 1;
    const kinds = code.compatibilidad.map((compatibility) => KIND_OF[compatibility]);
    for (const centro of code.centros) {
      const count = Math.round((PER_MONTH * context.scale * days * random.int(50, 150)) / 100 / 30);
      for (let n = 0; n < count; n++) {
        const tipo = random.pick(kinds);
        const [low, high] = PRICES[tipo];
        rows.push({
          id: context.newId(),
          codigoId: code.id,
          centro,
          fecha: isoDay(addDays(first, random.int(0, days - 1))),
          tipo,
          importe: random.int(low * 2, high * 2) / 2,
        });
      }
    }
  }
  return rows;
}
