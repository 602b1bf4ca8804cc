// The network's suppliers: stationers, cleaners, maintenance firms, publishers and the rest,
// named as Spanish companies are, each with its CIF, contact and what it is paid a year.
import { addDays, differenceInCalendarDays } from 'date-fns';
import { isoDay } from '../isoDate';
import type { Proveedor } from '../model/interno';
import { randomCif } from '../nif';
import { createRandom, seedFrom } from '../random';
import { searchable } from '../text';
import type { SeedContext } from './context';

/** Suppliers at scale 1. */
const BASE_COUNT = 40;
/** The first supplier the network took on. */
const FIRST_DAY = new Date(2009, 8, 1);

type Category = Proveedor['categoria'];

/** How each kind of supplier's name begins, and its yearly amount in euros at the least and the most. */
const CATEGORIES: [categoria: Category, trades: string[], fewest: number, most: number][] = [
  ['MATERIAL', ['Papelería', 'Suministros de Oficina', 'Material Escolar', 'Librería', 'Distribuciones'], 1_500, 18_000],
  ['LIMPIEZA', ['Limpiezas', 'Servicios de Limpieza', 'Higiene Profesional'], 6_000, 42_000],
  ['MANTENIMIENTO', ['Mantenimientos', 'Climatización', 'Instalaciones Eléctricas', 'Reformas', 'Ascensores'], 2_000, 25_000],
  ['FORMACION', ['Editorial', 'Ediciones', 'Formación', 'Plataforma Educativa'], 3_000, 60_000],
  ['OTROS', ['Asesoría', 'Seguros', 'Telecomunicaciones', 'Transportes'], 1_000, 30_000],
];

/** What follows the trade in a name: a family, a place or a river, as Spanish firms are named. */
const NAMES = [
  'Martín', 'García', 'Hermanos López', 'Sánchez e Hijos', 'Fernández', 'Moreno', 'Ruiz', 'del Centro', 'Castilla',
  'Norte', 'Sur', 'Manzanares', 'Guadarrama', 'Sierra', 'Iberia', 'Atlántico', 'Ebro', 'Duero', 'Tajo', 'Chamberí',
  'Salamanca', 'Arganzuela', 'Meseta', 'Henares', 'Jarama', 'Alberche', 'Gredos', 'Somosierra', 'Cibeles', 'Prado',
];

const MAILBOXES = ['contacto', 'pedidos', 'administracion', 'info', 'facturacion'];

export function seedProveedores({ scale, newId, today }: SeedContext): Proveedor[] {
  const random = createRandom(seedFrom('proveedores'));
  const days = Math.max(0, differenceInCalendarDays(today, FIRST_DAY));
  const taken = new Set<string>();
  const cifs = new Set<string>();
  /** A CIF no supplier has yet. */
  const newCif = (form: 'A' | 'B') => {
    let cif: string;
    do cif = randomCif(random, form);
    while (cifs.has(cif));
    cifs.add(cif);
    return cif;
  };
  const count = Math.round(BASE_COUNT * scale);
  const rows: Proveedor[] = [];
  while (rows.length < count) {
    const [categoria, trades, fewest, most] = random.pick(CATEGORIES);
    const trade = `${random.pick(trades)} ${random.pick(NAMES)}`;
    // Past the pairs of trade and name, a number tells apart firms with the same name.
    const base = taken.has(trade) ? `${trade} ${taken.size}` : trade;
    taken.add(base);
    const form = random.chance(0.8) ? 'B' : 'A';
    rows.push({
      id: newId(),
      nombre: `${base} ${form === 'B' ? 'S.L.' : 'S.A.'}`,
      cif: newCif(form),
      email: `${random.pick(MAILBOXES)}@${searchable(base).replace(/[^a-z0-9]/g, '')}.es`,
      telefono: `9${random.int(10, 88)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      categoria,
      activo: random.chance(0.85),
      alta: isoDay(addDays(FIRST_DAY, random.int(0, days))),
      importe_anual: random.int(fewest * 100, most * 100) / 100,
    });
  }
  return rows;
}
