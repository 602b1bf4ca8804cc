// The demo API of the administration records (spec 02 §7): academies, helpdesk, certificates,
// generated documents, dynamic promo codes and trainings, through the console's HTTP client.
import { resolveObjectURL } from 'node:buffer';
import { addDays, format } from 'date-fns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../../src/dataProvider/query';
import { setDocumentDelay } from '../../src/demo/areas/documentos';
import { getDb, resetDb, tableStorageKey } from '../../src/demo/db';
import type { Centro, CertificadoAlumno, CodigoPromocionalDinamico, DocumentoCsv, Formacion, Helpdesk } from '../../src/demo/model/administracion';
import { failure } from '../support/failures';
import { setUpDemoApi } from '../support/demoApi';
import { fakeSessionStorage } from '../support/sessionStorage';

const ACADEMIES = '/api/core/datos/centro/list/details';
const HELPDESK = '/api/core/interno/helpdesk';
const CERTIFICATES = '/api/core/alumnos/certificado-alumno/list';
const DOCUMENTS = '/api/core/interno/documento-csv';
const PROMO = '/api/core/datos/codigo-promocional-dinamico';
const TRAININGS = '/api/core/formacion/formacion';

// The demo's raw answers, typed as the demo stores its rows (the contract's records, filled).
type Academy = Centro;
type Ticket = Helpdesk;
type Certificate = CertificadoAlumno & { certificadoURL: string };
type DocumentRow = Pick<DocumentoCsv, 'id' | 'titulo' | 'fecha' | 'creador'>;
interface DocumentData {
  titulo: string;
  cabeceras: string[];
  datos: (string | number | null)[][];
}
type PromoCode = CodigoPromocionalDinamico;
type Training = Omit<Formacion, 'year'>;

const { api, session } = setUpDemoApi();

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
const today = () => format(new Date(), 'yyyy-MM-dd');
/** A day from today in the API's parameter format, dd/MM/yyyy. */
const dayParam = (days: number) => format(addDays(new Date(), days), 'dd/MM/yyyy');
const isoFromToday = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const monthParam = (date = new Date()) => format(date, 'MM/yyyy');

afterEach(() => {
  setDocumentDelay(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('academies', () => {
  it('lists the fourteen open academies and RETIRO, closed, with address, phone, company and capacity', async () => {
    const academies = await api<Academy[]>('GET', ACADEMIES);
    expect(academies.map((a) => a.nombre).sort()).toEqual(
      [
        'HERNANI', 'QUEVEDO', 'GOYA', 'ESQUERDO', 'LOPEZ DE HOYOS', 'ALCOBENDAS', 'POZUELO', 'CORDOBA', 'VALLADOLID',
        'ALCALA', 'MAJADAHONDA', 'ALCORCON', 'DELICIAS', 'CLASSFY', 'RETIRO',
      ].sort(),
    );
    const closed = academies.filter((a) => a.fechaCierre);
    expect(closed.map((a) => a.nombre)).toEqual(['RETIRO']);
    expect(closed[0].fechaCierre).toMatch(ISO_DAY);
    expect(closed[0].fechaCierre! > closed[0].fechaApertura).toBe(true);
    expect(new Set(academies.map((a) => a.fechaApertura)).size).toBe(15);
    for (const academy of academies) {
      expect(academy).toEqual({
        nombre: expect.any(String),
        fechaApertura: expect.stringMatching(ISO_DAY),
        fechaCierre: academy.nombre === 'RETIRO' ? expect.stringMatching(ISO_DAY) : null,
        telefono: expect.stringMatching(/^[89]\d{2} \d{3} \d{3}$/),
        sociedad: expect.stringMatching(/S\.L\.$/),
        capacidad: expect.any(Number),
        direccion: { direccion: expect.any(String), codigoPostal: expect.stringMatching(/^\d{5}$/), municipio: { municipio: expect.any(String) } },
      });
    }
    expect(academies.find((a) => a.nombre === 'GOYA')?.direccion).toEqual({
      direccion: 'Calle de Goya, 87',
      codigoPostal: '28009',
      municipio: { municipio: 'Madrid' },
    });
    expect(academies.find((a) => a.nombre === 'CORDOBA')?.direccion.municipio?.municipio).toBe('Córdoba');
  });
});

describe('helpdesk', () => {
  it('lists only the pending tickets, a few dozen at most, each with its fields', async () => {
    const tickets = await api<Ticket[]>('GET', `${HELPDESK}/list`);
    expect(tickets.length).toBeGreaterThanOrEqual(5);
    expect(tickets.length).toBeLessThan(getDb().helpdesk.length);
    for (const ticket of tickets) {
      expect(ticket).toEqual({
        id: expect.any(Number),
        categoria: expect.any(String),
        centro: expect.any(String),
        fecha: expect.stringMatching(ISO_DATE_TIME),
        titulo: expect.any(String),
        descripcion: expect.any(String),
        resuelto: false,
      });
    }
  });

  it('resolves a ticket, which then leaves the list; a second resolve is refused', async () => {
    const [ticket] = await api<Ticket[]>('GET', `${HELPDESK}/list`);
    expect(await api<Ticket>('PUT', HELPDESK, { id: ticket.id, resuelto: true })).toEqual({ ...ticket, resuelto: true });
    const after = await api<Ticket[]>('GET', `${HELPDESK}/list`);
    expect(after.map((t) => t.id)).not.toContain(ticket.id);
    expect((await failure(api('PUT', HELPDESK, { id: ticket.id, resuelto: true }))).message).toBe('Este helpdesk ya está resuelto');
  });

  it('refuses an unknown or missing id, and any resuelto but true', async () => {
    const [ticket] = await api<Ticket[]>('GET', `${HELPDESK}/list`);
    expect((await failure(api('PUT', HELPDESK, { id: 999999, resuelto: true }))).message).toBe('El helpdesk no existe');
    expect((await failure(api('PUT', HELPDESK, { resuelto: true }))).message).toBe('El identificador del helpdesk es obligatorio');
    expect((await failure(api('PUT', HELPDESK, { id: 'uno', resuelto: true }))).message).toBe('El identificador del helpdesk no es válido');
    expect((await failure(api('PUT', HELPDESK, { id: ticket.id, resuelto: false }))).message).toBe('Un helpdesk solo se puede marcar como resuelto');
    expect((await failure(api('PUT', HELPDESK, { id: ticket.id }))).message).toBe('Un helpdesk solo se puede marcar como resuelto');
  });

  it('keeps a resolved ticket resolved in sessionStorage', async () => {
    const storage = fakeSessionStorage();
    resetDb({ scale: 1 });
    const [ticket] = await api<Ticket[]>('GET', `${HELPDESK}/list`);
    await api('PUT', HELPDESK, { id: ticket.id, resuelto: true });
    expect(storage.getItem(tableStorageKey('helpdesk'))).toContain(ticket.titulo);
    vi.resetModules();
    const reloaded = (await import('../../src/demo/db')).getDb();
    expect(reloaded.helpdesk.find((t) => t.id === ticket.id)?.resuelto).toBe(true);
  });
});

/** The bytes behind a blob: URL, as the browser would read the PDF. */
async function blobText(url: string): Promise<{ type: string; text: string }> {
  const blob = resolveObjectURL(url);
  expect(blob).toBeDefined();
  return { type: blob!.type, text: new TextDecoder('latin1').decode(await blob!.arrayBuffer()) };
}

describe('certificates', () => {
  it('lists a few dozen certificates with their fields', async () => {
    const certificates = await api<Certificate[]>('GET', CERTIFICATES);
    expect(certificates.length).toBeGreaterThanOrEqual(24);
    expect(certificates.length).toBeLessThanOrEqual(60);
    for (const certificate of certificates) {
      expect(certificate).toEqual({
        id: expect.any(Number),
        alumno: expect.stringMatching(/^\S+( \S+){2,}$/),
        centro: expect.any(String),
        fecha: expect.stringMatching(ISO_DAY),
        formacion: expect.any(String),
        certificadoURL: expect.stringMatching(/^blob:/),
      });
    }
  });

  it("answers a blob: URL of a real PDF with the student's name, the same URL at every call", async () => {
    const certificates = await api<Certificate[]>('GET', CERTIFICATES);
    const certificate = certificates.find((c) => /[áéíóúñ]/.test(c.alumno)) ?? certificates[0];
    const { type, text } = await blobText(certificate.certificadoURL);
    expect(type).toBe('application/pdf');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain(`(${certificate.alumno})`);
    expect(text).toContain(certificate.formacion.replace(/[()]/g, '\\$&'));
    expect(text).toContain(certificate.centro);
    const again = await api<Certificate[]>('GET', CERTIFICATES);
    expect(again.find((c) => c.id === certificate.id)?.certificadoURL).toBe(certificate.certificadoURL);
  });

  it('builds the PDFs only when the list is asked for', () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    resetDb({ scale: 1 });
    expect(getDb().certificados.length).toBeGreaterThan(0);
    expect(createObjectURL).not.toHaveBeenCalled();
    createObjectURL.mockRestore();
  });
});

describe('generated documents', () => {
  const NO_MONTH = ['pending-invoices', 'pending-payments', 'pending-feedbacks', 'student-certificates'];
  const MONTHLY = [
    'feedback-analysis', 'accounting-analysis', 'cashflow-analysis', 'churning-students', 'product-analisis-english',
    'product-analisis-university', 'bank-wires-analysis', 'student-level-checks', 'incomplete-attendances', 'issued-invoices',
  ];

  it('lists the documents created in a month, of both kinds, over the last 26 months', async () => {
    let all: DocumentRow[] = [];
    for (let back = 0; back < 26; back++) {
      const month = new Date(new Date().getFullYear(), new Date().getMonth() - back, 1);
      const documents = await api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam(month) });
      expect(documents.length).toBeGreaterThanOrEqual(2);
      for (const document of documents) {
        expect(document).toEqual({ id: expect.any(Number), titulo: expect.any(String), fecha: expect.stringMatching(ISO_DATE_TIME), creador: expect.any(String) });
        expect(document.fecha.slice(0, 7)).toBe(format(month, 'yyyy-MM'));
      }
      all = all.concat(documents);
    }
    expect(all.length).toBeGreaterThanOrEqual(52);
    const titles = all.map((d) => d.titulo);
    expect(titles.some((t) => /^(ROI|P&L|Cashflow|Facturas emitidas|Alumnos perdidos|Pruebas de nivel|Asistencias incompletas|Transferencias bancarias|Análisis de producto: .+) - [A-Z][a-z]+ \d{4}$/.test(t))).toBe(true);
    expect(titles.some((t) => ['Facturas pendientes', 'Pagos pendientes', 'Leads modificados', 'Certificados de alumnos'].includes(t))).toBe(true);
    const older = new Date(new Date().getFullYear(), new Date().getMonth() - 27, 1);
    expect(await api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam(older) })).toEqual([]);
  });

  it('refuses a list without a valid month', async () => {
    expect((await failure(api('GET', `${DOCUMENTS}/list`))).message).toBe('El mes es obligatorio');
    expect((await failure(api('GET', `${DOCUMENTS}/list`, { mes: '2025-03' }))).message).toBe('El mes no es válido');
  });

  it('fetches a document as title, headers and rows, with cells that test the CSV rules', async () => {
    const [listed] = await api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam() });
    const document = await api<DocumentData>('GET', DOCUMENTS, { id: listed.id });
    expect(document.titulo).toBe(listed.titulo);
    expect(document.cabeceras.length).toBeGreaterThanOrEqual(5);
    expect(document.datos.length).toBeGreaterThanOrEqual(3);
    expect(document.datos.length).toBeLessThanOrEqual(50);
    for (const row of document.datos) {
      expect(row).toHaveLength(document.cabeceras.length);
      for (const cell of row) expect(cell === null || typeof cell === 'string' || typeof cell === 'number').toBe(true);
    }
    const cells = document.datos.flat().filter((cell): cell is string => typeof cell === 'string');
    expect(cells.some((cell) => cell.includes(';'))).toBe(true);
    expect(cells.some((cell) => cell.includes('\n'))).toBe(true);
    expect(cells.some((cell) => cell.startsWith('='))).toBe(true);
    expect(document.datos.flat().some((cell) => typeof cell === 'number')).toBe(true);
    expect(await api<DocumentData>('GET', DOCUMENTS, { id: listed.id })).toEqual(document);
  });

  it('refuses an unknown or missing document id', async () => {
    expect((await failure(api('GET', DOCUMENTS, { id: 999999 }))).message).toBe('El documento no existe');
    expect((await failure(api('GET', DOCUMENTS))).message).toBe('El identificador del documento es obligatorio');
  });

  it('lists a requested document of the current month only once the service has had time to make it (8 s)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const listNow = () => api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam() });
    const before = await listNow();
    const lastMonth = new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1);
    expect(await api('POST', `${DOCUMENTS}/accounting-analysis`, { mes: monthParam(lastMonth) })).toBeNull();

    vi.setSystemTime(Date.now() + 7_900);
    expect(await listNow()).toEqual(before);
    vi.setSystemTime(Date.now() + 100);
    const after = await listNow();
    expect(after).toHaveLength(before.length + 1);
    const created = after.find((d) => !before.some((b) => b.id === d.id))!;
    expect(created).toEqual({
      id: expect.any(Number),
      titulo: `P&L - ${['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'][lastMonth.getMonth()]} ${lastMonth.getFullYear()}`,
      fecha: format(new Date(), "yyyy-MM-dd'T'HH:mm:ss"),
      creador: 'Ana Demo',
    });
    const document = await api<DocumentData>('GET', DOCUMENTS, { id: created.id });
    expect(document.cabeceras[0]).toBe('Centro');
    expect(document.datos).toHaveLength(14);
  });

  it('takes the delay from setDocumentDelay, or else from sessionStorage demo-document-delay-ms', async () => {
    const listNow = () => api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam() });
    const count = (await listNow()).length;
    setDocumentDelay(0);
    await api('POST', `${DOCUMENTS}/pending-invoices`);
    expect((await listNow()).map((d) => d.titulo)).toContain('Facturas pendientes');
    expect(await listNow()).toHaveLength(count + 1);

    setDocumentDelay(undefined);
    fakeSessionStorage().setItem('demo-document-delay-ms', '0');
    await api('POST', `${DOCUMENTS}/student-certificates`);
    expect(await listNow()).toHaveLength(count + 2);
  });

  it('requests each of the fourteen documents, the month-based ones with mes and the others without', async () => {
    setDocumentDelay(0);
    const listNow = () => api<DocumentRow[]>('GET', `${DOCUMENTS}/list`, { mes: monthParam() });
    const count = (await listNow()).length;
    for (const document of NO_MONTH) expect(await api('POST', `${DOCUMENTS}/${document}`, { mes: monthParam() })).toBeNull();
    for (const document of MONTHLY) expect(await api('POST', `${DOCUMENTS}/${document}`, { mes: '02/2025' })).toBeNull();
    const created = (await listNow()).slice(count).map((d) => d.titulo);
    expect(created).toEqual([
      'Facturas pendientes', 'Pagos pendientes', 'Leads modificados', 'Certificados de alumnos',
      'ROI - Febrero 2025', 'P&L - Febrero 2025', 'Cashflow - Febrero 2025', 'Alumnos perdidos - Febrero 2025',
      'Análisis de producto: inglés - Febrero 2025', 'Análisis de producto: universidad - Febrero 2025',
      'Transferencias bancarias - Febrero 2025', 'Pruebas de nivel - Febrero 2025', 'Asistencias incompletas - Febrero 2025',
      'Facturas emitidas - Febrero 2025',
    ]);
  });

  it('refuses a month-based document without a valid month, and an unknown document', async () => {
    expect((await failure(api('POST', `${DOCUMENTS}/issued-invoices`))).message).toBe('El mes es obligatorio');
    expect((await failure(api('POST', `${DOCUMENTS}/issued-invoices`, { mes: '13/2025' }))).message).toBe('El mes no es válido');
    expect((await failure(api('POST', `${DOCUMENTS}/monthly-report`, { mes: '02/2025' }))).message).toBe('El documento solicitado no existe');
  });
});

/** A valid create of each type, dated from today. */
const newCode = {
  nombre: 'PRIMAVERA30',
  descripcion: 'Descuento de primavera',
  tipo: 'DESCUENTO_PORCENTAJE',
  fecha_inicio: dayParam(0),
  fecha_fin: dayParam(60),
  centros: ['GOYA', 'QUEVEDO'],
  compatibilidad: ['TARIFA', 'PACK'],
  descuento_porcentaje: 30,
};

describe('dynamic promo codes', () => {
  const list = () => api<PromoCode[]>('GET', `${PROMO}/list`);
  const byName = async (nombre: string) => (await list()).find((code) => code.nombre === nombre)!;
  const refusal = async (method: 'POST' | 'PUT' | 'DELETE', params: QueryParams) =>
    (await failure(api(method, PROMO, params))).message;

  it('lists past, current and future codes of every type, with only their own value set', async () => {
    const codes = await list();
    const now = today();
    const past = codes.filter((code) => code.fechaFin < now);
    const current = codes.filter((code) => code.fechaInicio <= now && now <= code.fechaFin);
    const types = ['SEGUIMIENTO', 'DESCUENTO_PRECIO', 'DESCUENTO_PORCENTAJE', 'HORAS_GRATIS'];
    expect(new Set(past.map((code) => code.tipo))).toEqual(new Set(types));
    expect(new Set(current.map((code) => code.tipo))).toEqual(new Set(types));
    expect(codes.some((code) => code.fechaInicio > now)).toBe(true);
    for (const code of codes) {
      expect(code.nombre).toMatch(/^[A-Z0-9]+$/);
      expect(code.fechaInicio).toMatch(ISO_DAY);
      expect(code.fechaFin).toMatch(ISO_DAY);
      expect(code.descuentoFijo !== null).toBe(code.tipo === 'DESCUENTO_PRECIO');
      expect(code.descuentoPorcentaje !== null).toBe(code.tipo === 'DESCUENTO_PORCENTAJE');
      expect(code.horasGratis !== null).toBe(code.tipo === 'HORAS_GRATIS');
      if (code.tipo === 'DESCUENTO_PORCENTAJE') expect(code.compatibilidad).not.toContain('PAGO');
      if (code.tipo === 'HORAS_GRATIS') expect(code.compatibilidad).toEqual(['TARIFA']);
    }
    expect(await byName('AMIGO10')).toMatchObject({ tipo: 'DESCUENTO_PRECIO', descuentoFijo: 10, compatibilidad: ['PAGO', 'TARIFA', 'PACK'] });
    expect(await byName('HORAS3')).toMatchObject({ tipo: 'HORAS_GRATIS', horasGratis: 3, descuentoFijo: null, descuentoPorcentaje: null });
  });

  it('creates a code of each type, which then appears in the list', async () => {
    const created = await api<PromoCode>('POST', PROMO, newCode);
    expect(created).toEqual({
      id: expect.any(Number),
      nombre: 'PRIMAVERA30',
      descripcion: 'Descuento de primavera',
      centros: ['GOYA', 'QUEVEDO'],
      compatibilidad: ['TARIFA', 'PACK'],
      tipo: 'DESCUENTO_PORCENTAJE',
      descuentoFijo: null,
      descuentoPorcentaje: 30,
      horasGratis: null,
      fechaInicio: isoFromToday(0),
      fechaFin: isoFromToday(60),
    });
    expect(await list()).toContainEqual(created);

    const price = await api<PromoCode>('POST', PROMO, { ...newCode, nombre: 'MENOS12', tipo: 'DESCUENTO_PRECIO', descuento_fijo: '12.50', compatibilidad: ['PAGO'] });
    expect(price).toMatchObject({ descuentoFijo: 12.5, descuentoPorcentaje: null });
    const hours = await api<PromoCode>('POST', PROMO, { ...newCode, nombre: 'GRATIS4', tipo: 'HORAS_GRATIS', horas_gratis: 4, compatibilidad: ['TARIFA'] });
    expect(hours).toMatchObject({ horasGratis: 4, descuentoPorcentaje: null });
    const tracking = await api<PromoCode>('POST', PROMO, { ...newCode, nombre: 'TIKTOK', tipo: 'SEGUIMIENTO', compatibilidad: ['PAGO', 'INTENSIVO'] });
    expect(tracking).toMatchObject({ descuentoFijo: null, descuentoPorcentaje: null, horasGratis: null });
    expect(new Set([created.id, price.id, hours.id, tracking.id]).size).toBe(4);
  });

  it('refuses a create with a field missing', async () => {
    const without = (field: keyof typeof newCode) => refusal('POST', { ...newCode, [field]: undefined });
    expect(await without('nombre')).toBe('El nombre es obligatorio');
    expect(await without('descripcion')).toBe('La descripción es obligatoria');
    expect(await without('tipo')).toBe('El tipo es obligatorio');
    expect(await without('fecha_inicio')).toBe('La fecha de inicio es obligatoria');
    expect(await without('fecha_fin')).toBe('La fecha de fin es obligatoria');
    expect(await without('centros')).toBe('Hay que indicar al menos un centro');
    expect(await without('compatibilidad')).toBe('Hay que indicar al menos una compatibilidad');
    expect(await without('descuento_porcentaje')).toBe('El porcentaje de descuento es obligatorio');
    expect(await refusal('POST', { ...newCode, tipo: 'DESCUENTO_PRECIO' })).toBe('El descuento es obligatorio');
    expect(await refusal('POST', { ...newCode, tipo: 'HORAS_GRATIS', compatibilidad: ['TARIFA'] })).toBe('Las horas gratis son obligatorias');
  });

  it('refuses a name other than upper-case letters and digits, and a taken one', async () => {
    expect(await refusal('POST', { ...newCode, nombre: 'primavera30' })).toBe('El nombre solo puede tener letras mayúsculas y números');
    expect(await refusal('POST', { ...newCode, nombre: 'PRIMAVERA-30' })).toBe('El nombre solo puede tener letras mayúsculas y números');
    expect(await refusal('POST', { ...newCode, nombre: 'AMIGO10' })).toBe('Ya existe un código promocional con ese nombre');
  });

  it('refuses an unknown type or compatibility, and the invalid type/compatibility pairs', async () => {
    expect(await refusal('POST', { ...newCode, tipo: 'REGALO' })).toBe('El tipo de código promocional no es válido');
    expect(await refusal('POST', { ...newCode, compatibilidad: ['TARIFA', 'BONO'] })).toBe('La compatibilidad BONO no es válida');
    expect(await refusal('POST', { ...newCode, compatibilidad: ['PAGO', 'TARIFA'] })).toBe(
      'Los códigos de descuento por porcentaje no son compatibles con pagos.',
    );
    const hours = { ...newCode, tipo: 'HORAS_GRATIS', horas_gratis: 2 };
    expect(await refusal('POST', { ...hours, compatibilidad: ['TARIFA', 'PACK'] })).toBe('Los códigos de horas gratis solo son compatibles con tarifas.');
    expect(await refusal('POST', { ...hours, compatibilidad: ['INTENSIVO'] })).toBe('Los códigos de horas gratis solo son compatibles con tarifas.');
  });

  it('refuses a value out of range or badly written', async () => {
    expect(await refusal('POST', { ...newCode, descuento_porcentaje: 101 })).toBe('El porcentaje de descuento debe ser mayor que 0 y como mucho 100');
    expect(await refusal('POST', { ...newCode, descuento_porcentaje: 0 })).toBe('El porcentaje de descuento debe ser mayor que 0 y como mucho 100');
    expect(await refusal('POST', { ...newCode, descuento_porcentaje: -5 })).toBe('El porcentaje de descuento debe ser mayor que 0 y como mucho 100');
    expect(await api<PromoCode>('POST', PROMO, { ...newCode, descuento_porcentaje: 100 })).toMatchObject({ descuentoPorcentaje: 100 });
    const price = { ...newCode, nombre: 'MENOS', tipo: 'DESCUENTO_PRECIO', compatibilidad: ['PAGO'] };
    expect(await refusal('POST', { ...price, descuento_fijo: '12,50' })).toBe('El descuento debe ser un importe mayor que 0, con 2 decimales como mucho');
    expect(await refusal('POST', { ...price, descuento_fijo: '0' })).toBe('El descuento debe ser un importe mayor que 0, con 2 decimales como mucho');
    const hours = { ...newCode, nombre: 'HORAS', tipo: 'HORAS_GRATIS', compatibilidad: ['TARIFA'] };
    expect(await refusal('POST', { ...hours, horas_gratis: '1.5' })).toBe('Las horas gratis deben ser un número entero mayor que 0');
  });

  it('refuses dates out of order, invalid, or all past; and unknown or closed academies', async () => {
    expect(await refusal('POST', { ...newCode, fecha_inicio: dayParam(10), fecha_fin: dayParam(9) })).toBe(
      'La fecha de fin no puede ser anterior a la de inicio',
    );
    expect(await refusal('POST', { ...newCode, fecha_inicio: '31/02/2026' })).toBe('La fecha de inicio no es válida');
    expect(await refusal('POST', { ...newCode, fecha_fin: '2026-12-31' })).toBe('La fecha de fin no es válida');
    expect(await refusal('POST', { ...newCode, fecha_inicio: dayParam(-30), fecha_fin: dayParam(-1) })).toBe('La fecha de fin ya ha pasado');
    expect(await refusal('POST', { ...newCode, centros: ['GOYA', 'ATLANTIDA'] })).toBe('El centro ATLANTIDA no existe');
    expect(await refusal('POST', { ...newCode, centros: ['RETIRO'] })).toBe('El centro RETIRO está cerrado');
  });

  it('updates a current code, widening its use: more academies and compatibilities, a longer period, another value', async () => {
    const code = await byName('HORAS3');
    const update = {
      id: code.id,
      descripcion: 'Tres horas gratis, ahora en más centros',
      tipo: 'HORAS_GRATIS',
      fecha_inicio: format(addDays(new Date(code.fechaInicio), -5), 'dd/MM/yyyy'),
      fecha_fin: format(addDays(new Date(code.fechaFin), 30), 'dd/MM/yyyy'),
      centros: [...code.centros, 'GOYA'],
      compatibilidad: ['TARIFA'],
      horas_gratis: 4,
    };
    const updated = await api<PromoCode>('PUT', PROMO, update);
    expect(updated).toEqual({
      ...code,
      descripcion: 'Tres horas gratis, ahora en más centros',
      centros: ['POZUELO', 'MAJADAHONDA', 'ALCORCON', 'GOYA'],
      horasGratis: 4,
      fechaInicio: format(addDays(new Date(code.fechaInicio), -5), 'yyyy-MM-dd'),
      fechaFin: format(addDays(new Date(code.fechaFin), 30), 'yyyy-MM-dd'),
    });
    expect(await byName('HORAS3')).toEqual(updated);

    const percent = await byName(`CURSO${new Date().getFullYear() % 100}`);
    const widened = await api<PromoCode>('PUT', PROMO, {
      id: percent.id,
      descripcion: percent.descripcion,
      fecha_inicio: format(new Date(percent.fechaInicio), 'dd/MM/yyyy'),
      fecha_fin: format(new Date(percent.fechaFin), 'dd/MM/yyyy'),
      centros: percent.centros,
      compatibilidad: [...percent.compatibilidad, 'INTENSIVO'],
      descuento_porcentaje: 12,
    });
    expect(widened.compatibilidad).toEqual(['TARIFA', 'PACK', 'INTENSIVO']);
    expect(widened.descuentoPorcentaje).toBe(12);
  });

  it('refuses an update that limits the use of the code, changes its name or type, or breaks a rule', async () => {
    const code = await byName('AMIGO15');
    const same = {
      id: code.id,
      descripcion: code.descripcion,
      tipo: code.tipo,
      fecha_inicio: format(new Date(code.fechaInicio), 'dd/MM/yyyy'),
      fecha_fin: format(new Date(code.fechaFin), 'dd/MM/yyyy'),
      centros: code.centros,
      compatibilidad: code.compatibilidad,
      descuento_fijo: code.descuentoFijo,
    };
    expect(await refusal('PUT', { ...same, centros: code.centros.slice(1) })).toBe(
      'No se puede quitar ningún centro de un código promocional: solo se pueden añadir',
    );
    expect(await refusal('PUT', { ...same, compatibilidad: ['TARIFA'] })).toBe(
      'No se puede quitar ninguna compatibilidad de un código promocional: solo se pueden añadir',
    );
    expect(await refusal('PUT', { ...same, fecha_fin: format(addDays(new Date(code.fechaFin), -1), 'dd/MM/yyyy') })).toBe(
      'No se puede acortar la duración de un código promocional: solo se puede ampliar',
    );
    expect(await refusal('PUT', { ...same, fecha_inicio: format(addDays(new Date(code.fechaInicio), 1), 'dd/MM/yyyy') })).toBe(
      'No se puede acortar la duración de un código promocional: solo se puede ampliar',
    );
    expect(await refusal('PUT', { ...same, tipo: 'SEGUIMIENTO' })).toBe('El tipo de un código promocional no se puede cambiar');
    expect(await refusal('PUT', { ...same, nombre: 'AMIGO20' })).toBe('El nombre de un código promocional no se puede cambiar');
    expect(await refusal('PUT', { ...same, descuento_fijo: undefined })).toBe('El descuento es obligatorio');
    expect(await refusal('PUT', { ...same, id: 999999 })).toBe('El código promocional no existe');
    expect(await refusal('PUT', { ...same, id: undefined })).toBe('El identificador del código promocional es obligatorio');
    expect(await byName('AMIGO15')).toEqual(code);
  });

  it('refuses to update or delete a code whose end date has passed', async () => {
    const code = await byName('AMIGO10');
    expect(code.fechaFin < today()).toBe(true);
    const update = {
      id: code.id,
      descripcion: 'Otra',
      fecha_inicio: format(new Date(code.fechaInicio), 'dd/MM/yyyy'),
      fecha_fin: dayParam(30),
      centros: code.centros,
      compatibilidad: code.compatibilidad,
      descuento_fijo: 10,
    };
    const ended = 'El código promocional ya ha finalizado: no se puede modificar ni borrar';
    expect(await refusal('PUT', update)).toBe(ended);
    expect(await refusal('DELETE', { id: code.id })).toBe(ended);
    expect(await byName('AMIGO10')).toEqual(code);
  });

  it('deletes a current or future code, which then leaves the list', async () => {
    const code = await byName('SELECTIVIDAD');
    expect(await api('DELETE', PROMO, { id: code.id })).toBe(code.id);
    expect((await list()).map((c) => c.nombre)).not.toContain('SELECTIVIDAD');
    expect(await refusal('DELETE', { id: code.id })).toBe('El código promocional no existe');
    expect(await refusal('DELETE', {})).toBe('El identificador del código promocional es obligatorio');
    // The name is free again, and a new code gets an id never given before.
    const created = await api<PromoCode>('POST', PROMO, { ...newCode, nombre: 'SELECTIVIDAD' });
    expect(created.id).toBeGreaterThan(code.id);
  });
});

describe('trainings', () => {
  const YEAR = new Date().getFullYear();
  const listYear = (year: number) => api<Training[]>('GET', `${TRAININGS}/list/year`, { year });
  const newTraining = { nombre: 'Irene Soler Campos', email: 'irene.soler@gmail.com', centro: 'GOYA' };

  it('lists the trainings of each year from 2024, a dozen or more a year, none before', async () => {
    for (let year = 2024; year <= YEAR; year++) {
      const trainings = await listYear(year);
      expect(trainings.length).toBeGreaterThanOrEqual(12);
      expect(trainings.length).toBeLessThanOrEqual(24);
      for (const training of trainings) {
        expect(training).toEqual({
          id: expect.any(Number),
          nombre: expect.any(String),
          email: expect.stringMatching(/^[^\s@]+@[^\s@]+\.[a-z]+$/),
          centro: expect.any(String),
          formacionCompletada: expect.any(Boolean),
        });
      }
    }
    expect(await listYear(2023)).toEqual([]);
    expect((await listYear(YEAR)).some((t) => !t.formacionCompletada)).toBe(true);
  });

  it('refuses a list without a valid year', async () => {
    expect((await failure(api('GET', `${TRAININGS}/list/year`))).message).toBe('El año es obligatorio');
    expect((await failure(api('GET', `${TRAININGS}/list/year`, { year: '24' }))).message).toBe('El año no es válido');
  });

  it('creates a training in the current year, not completed', async () => {
    const created = await api<Training>('POST', TRAININGS, { ...newTraining, email: 'Irene.Soler@Gmail.com' });
    expect(created).toEqual({ id: expect.any(Number), ...newTraining, formacionCompletada: false });
    expect(await listYear(YEAR)).toContainEqual(created);
    expect(await listYear(YEAR - 1)).not.toContainEqual(created);
  });

  it('refuses a create with a field missing, an invalid e-mail, an unknown or closed academy, or an e-mail already training this year', async () => {
    const refusal = async (params: QueryParams) => (await failure(api('POST', TRAININGS, params))).message;
    expect(await refusal({ ...newTraining, nombre: undefined })).toBe('El nombre es obligatorio');
    expect(await refusal({ ...newTraining, email: ' ' })).toBe('El e-mail es obligatorio');
    expect(await refusal({ ...newTraining, centro: undefined })).toBe('El centro es obligatorio');
    expect(await refusal({ ...newTraining, email: 'irene.soler@gmail' })).toBe('El e-mail no es válido');
    expect(await refusal({ ...newTraining, email: 'irene soler@gmail.com' })).toBe('El e-mail no es válido');
    expect(await refusal({ ...newTraining, centro: 'ATLANTIDA' })).toBe('El centro ATLANTIDA no existe');
    expect(await refusal({ ...newTraining, centro: 'RETIRO' })).toBe('El centro RETIRO está cerrado');
    const [existing] = await listYear(YEAR);
    expect(await refusal({ ...newTraining, email: existing.email })).toBe('Ya hay una formación con ese e-mail este año');
    const [lastYear] = await listYear(YEAR - 1);
    expect(await api<Training>('POST', TRAININGS, { ...newTraining, email: lastYear.email })).toMatchObject({ email: lastYear.email });
  });

  it('updates a training, its completed flag included', async () => {
    const [training, other] = await listYear(2024);
    const update = { id: training.id, nombre: 'Nombre Corregido', email: training.email, centro: 'DELICIAS', completada: !training.formacionCompletada };
    const updated = await api<Training>('PUT', TRAININGS, update);
    expect(updated).toEqual({ id: training.id, nombre: 'Nombre Corregido', email: training.email, centro: 'DELICIAS', formacionCompletada: !training.formacionCompletada });
    expect((await listYear(2024)).find((t) => t.id === training.id)).toEqual(updated);

    const refusal = async (params: QueryParams) => (await failure(api('PUT', TRAININGS, params))).message;
    expect(await refusal({ ...update, id: 999999 })).toBe('La formación no existe');
    expect(await refusal({ ...update, id: undefined })).toBe('El identificador de la formación es obligatorio');
    expect(await refusal({ ...update, completada: 'quizá' })).toBe('El valor de completada no es válido');
    expect(await refusal({ ...update, email: other.email })).toBe('Ya hay una formación con ese e-mail este año');
    expect(await refusal({ ...update, email: 'sin-arroba' })).toBe('El e-mail no es válido');
    expect(await refusal({ ...update, centro: 'RETIRO' })).toBe('El centro RETIRO está cerrado');
  });
});

describe('the session', () => {
  it('answers 401 to every one of these calls without a demo token', async () => {
    session.token = undefined;
    for (const [method, path] of [
      ['GET', ACADEMIES],
      ['GET', `${HELPDESK}/list`],
      ['GET', CERTIFICATES],
      ['POST', `${DOCUMENTS}/pending-invoices`],
      ['GET', `${PROMO}/list`],
      ['POST', TRAININGS],
    ] as const) {
      expect((await failure(api(method, path))).status).toBe(401);
    }
  });
});
