// The network's suppliers (/api/core/interno/proveedor): a table of the backend that no compiled
// screen reads, served for the screens an administrator configures (issue 41).
import { getDb } from '../db';
import { isoDay } from '../isoDate';
import { SUPPLIER_CATEGORIES, type Proveedor } from '../model/interno';
import { EMAIL, readOptionalBoolean, readOptionalDay } from '../params';
import { fail, ok, type Query } from '../respond';
import type { DemoRoute } from '../route';
import { tableWrites } from '../tableWrites';

const PATH = '/api/core/interno/proveedor';
const CATEGORIES: readonly string[] = SUPPLIER_CATEGORIES;
/** A company's tax id: the letter of its legal form, seven digits, a control digit or letter. */
const CIF = /^[A-Z][0-9]{7}[0-9A-Z]$/;
/** Euros, with two decimals at the most. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

function readYearlyAmount(query: Query): number | undefined {
  const text = query.optional('importe_anual');
  if (text !== undefined && !AMOUNT.test(text)) throw fail('El importe anual no es válido');
  return text === undefined ? undefined : Number(text);
}

/** A supplier's fields as the server checks them; on an update, what the query leaves out stays. */
function readSupplier(query: Query, current?: Proveedor): Omit<Proveedor, 'id'> {
  const nombre = query.required('nombre', 'El nombre es obligatorio');
  const cif = query.required('cif', 'El CIF es obligatorio');
  if (!CIF.test(cif)) throw fail('El CIF no es válido');
  if (getDb().proveedores.some((supplier) => supplier.cif === cif && supplier.id !== current?.id)) throw fail('Ya existe un proveedor con ese CIF');
  const email = query.required('email', 'El e-mail es obligatorio').toLowerCase();
  if (!EMAIL.test(email)) throw fail('El e-mail no es válido');
  const telefono = query.required('telefono', 'El teléfono es obligatorio');
  const categoria = query.required('categoria', 'La categoría es obligatoria') as Proveedor['categoria'];
  if (!CATEGORIES.includes(categoria)) throw fail('La categoría no es válida');
  return {
    nombre,
    cif,
    email,
    telefono,
    categoria,
    activo: readOptionalBoolean(query, 'activo', 'El valor de activo no es válido') ?? current?.activo ?? true,
    alta: readOptionalDay(query, 'alta', 'La fecha de alta no es válida') ?? current?.alta ?? isoDay(new Date()),
    importe_anual: readYearlyAmount(query) ?? current?.importe_anual ?? 0,
  };
}

export const proveedoresRoutes: DemoRoute[] = [
  { method: 'GET', path: `${PATH}/list`, answer: () => ok(getDb().proveedores) },
  ...tableWrites(
    'proveedores',
    () => getDb().proveedores,
    PATH,
    { missing: 'El identificador del proveedor es obligatorio', invalid: 'El identificador del proveedor no es válido', unknown: 'El proveedor no existe' },
    readSupplier,
  ),
];
