// The acquisition funnel (spec 01 §4 "Funnel counting", §9 conversion percentages): the rows of
// the acquisition screens by month (captacion-centro) and by academy (captacion-mes,
// analisis-central). Each table is counted in one pass over the leads.
import { ACTIVE_ACADEMIES } from '../../../common/academies';
import { compareSpanish, type SortOrder } from '../../../common/table/clientRows';
import { MONTH_NAMES, pad2 } from '../../../common/format';
import type { Lead, LeadState, WebRequest } from '../leadLabels';

export interface FunnelCounts {
  leads: number;
  novalidos: number;
  captados: number;
  abiertos: number;
  pruebas: number;
}

/** Ratios, kept as computed: 0/0 is NaN and x/0 is Infinity (the display shows '0.00 %' and '∞'). */
export interface FunnelRates {
  leadToTrial: number;
  trialToStudent: number;
  leadToStudent: number;
}

export type FunnelRowKind = 'group' | 'web' | 'sem' | 'total' | 'totalWeb' | 'totalSem';

export interface FunnelRow extends FunnelCounts, FunnelRates {
  /** Unique and stable: '2025-09', '2025-09/web', 'GOYA/sem', 'Central', 'total', 'total/web'… */
  id: string;
  /** 'Septiembre 2025', 'Septiembre 2025 (Web)', 'GOYA (SEM)', 'Central', 'Total (Web)'… */
  label: string;
  kind: FunnelRowKind;
  /** What the label column sorts blocks by: 'yyyy-MM' for months, the academy for academies; '' for totals. */
  blockKey: string;
}

/** The label of the block of leads without an academy. */
const CENTRAL = 'Central';

const NOT_VALID: LeadState = 'LEAD_NO_VALIDO';
const CAPTURED: LeadState = 'CLIENTE_CAPTADO';
/** States of a closed client (captured or lost): not open. */
const CLIENT_PREFIX = 'CLIENTE';

const zeroCounts = (): FunnelCounts => ({ leads: 0, novalidos: 0, captados: 0, abiertos: 0, pruebas: 0 });

function countInto(counts: FunnelCounts, estado: string, prueba: boolean): void {
  counts.leads++;
  if (estado === NOT_VALID) counts.novalidos++;
  else if (estado === CAPTURED) counts.captados++;
  else if (!estado.startsWith(CLIENT_PREFIX)) counts.abiertos++;
  if (prueba) counts.pruebas++;
}

export function funnelCounts(items: Iterable<{ estado: string; prueba: boolean }>): FunnelCounts {
  const counts = zeroCounts();
  for (const item of items) countInto(counts, item.estado, item.prueba);
  return counts;
}

export function conversionRates(counts: FunnelCounts): FunnelRates {
  const valid = counts.leads - counts.novalidos;
  return {
    leadToTrial: counts.pruebas / valid,
    trialToStudent: counts.captados / counts.pruebas,
    leadToStudent: counts.captados / valid,
  };
}

function funnelRow(id: string, label: string, kind: FunnelRowKind, blockKey: string, counts: FunnelCounts): FunnelRow {
  return { id, label, kind, blockKey, ...counts, ...conversionRates(counts) };
}

/** The counts of one block: every lead, the web ones and the SEM ones. */
interface BlockCounts {
  all: FunnelCounts;
  web: FunnelCounts;
  sem: FunnelCounts;
}

const zeroBlock = (): BlockCounts => ({ all: zeroCounts(), web: zeroCounts(), sem: zeroCounts() });

/** A block's group row and its '(Web)' and '(SEM)' rows. */
function blockRows(key: string, label: string, counts: BlockCounts): FunnelRow[] {
  return [
    funnelRow(key, label, 'group', key, counts.all),
    funnelRow(`${key}/web`, `${label} (Web)`, 'web', key, counts.web),
    funnelRow(`${key}/sem`, `${label} (SEM)`, 'sem', key, counts.sem),
  ];
}

function totalRows(counts: BlockCounts): FunnelRow[] {
  return [
    funnelRow('total', 'Total', 'total', '', counts.all),
    funnelRow('total/web', 'Total (Web)', 'totalWeb', '', counts.web),
    funnelRow('total/sem', 'Total (SEM)', 'totalSem', '', counts.sem),
  ];
}

const ZERO_CODE = 48;
const digitAt = (text: string, index: number) => text.charCodeAt(index) - ZERO_CODE;

/**
 * The month of an ISO date-time 'yyyy-MM…' counted from September of `year` (0 to 11), or -1
 * outside that academic year. Read from the text's digits: no Date, no substring per lead.
 */
function academicMonthIndex(iso: string, year: number): number {
  const isoYear = digitAt(iso, 0) * 1000 + digitAt(iso, 1) * 100 + digitAt(iso, 2) * 10 + digitAt(iso, 3);
  const isoMonth = digitAt(iso, 5) * 10 + digitAt(iso, 6);
  const index = (isoYear - year) * 12 + isoMonth - 9;
  return index >= 0 && index < 12 && isoMonth >= 1 && isoMonth <= 12 ? index : -1;
}

/**
 * Screen 1 (captacion-centro): one block per month from September of `year` to August of
 * `year + 1`, empty months included. The month row counts the leads by the month of their first
 * contact, the '(Web)' row the web requests of the month and the '(SEM)' row those from paid
 * search; then the totals of the year. Anything outside the year is ignored.
 */
export function funnelByMonth(leads: readonly Lead[], webRequests: readonly WebRequest[], year: number): FunnelRow[] {
  const months = Array.from({ length: 12 }, (_, index) => {
    const monthIndex = (8 + index) % 12;
    const monthYear = index < 4 ? year : year + 1;
    return { key: `${String(monthYear)}-${pad2(monthIndex + 1)}`, label: `${MONTH_NAMES[monthIndex]} ${String(monthYear)}` };
  });
  const blocks = months.map(zeroBlock);
  const total = zeroBlock();

  for (const lead of leads) {
    const index = academicMonthIndex(lead.primerContacto, year);
    if (index < 0) continue;
    countInto(blocks[index].all, lead.estado, lead.prueba);
    countInto(total.all, lead.estado, lead.prueba);
  }
  for (const request of webRequests) {
    const index = academicMonthIndex(request.primerContacto, year);
    if (index < 0) continue;
    countInto(blocks[index].web, request.estado, request.prueba);
    countInto(total.web, request.estado, request.prueba);
    if (request.origenSEM) {
      countInto(blocks[index].sem, request.estado, request.prueba);
      countInto(total.sem, request.estado, request.prueba);
    }
  }

  return [...months.flatMap((month, index) => blockRows(month.key, month.label, blocks[index])), ...totalRows(total)];
}

/** A lead in its block: always in the group row, and in the Web and SEM rows by its origin. */
function countLead(block: BlockCounts, lead: Lead): void {
  countInto(block.all, lead.estado, lead.prueba);
  if (!lead.origenWeb) return;
  countInto(block.web, lead.estado, lead.prueba);
  if (lead.origenSEM) countInto(block.sem, lead.estado, lead.prueba);
}

/**
 * Screens 2 and 3 (captacion-mes, analisis-central): one block per academy in the listed order,
 * then any other academy found (alphabetically), then Central (leads without an academy); the
 * '(Web)' row counts the leads from the web, the '(SEM)' row those of them from paid search; then
 * the totals. With `onlyWithLeads` (screen 3) an academy's rows appear only when they count some
 * lead; Central's rows and the totals always appear.
 */
export function funnelByAcademy(leads: readonly Lead[], options: { onlyWithLeads?: boolean } = {}): FunnelRow[] {
  const byAcademy = new Map<string, BlockCounts>(ACTIVE_ACADEMIES.map((academy) => [academy, zeroBlock()]));
  const central = zeroBlock();
  const total = zeroBlock();

  const blockOfAcademy = (academy: string) => {
    let block = byAcademy.get(academy);
    if (!block) {
      block = zeroBlock();
      byAcademy.set(academy, block);
    }
    return block;
  };
  for (const lead of leads) {
    countLead(lead.centro ? blockOfAcademy(lead.centro) : central, lead);
    countLead(total, lead);
  }

  const listed = new Set<string>(ACTIVE_ACADEMIES);
  const others = [...byAcademy.keys()].filter((academy) => !listed.has(academy)).sort(compareSpanish);
  const academyRows = [...ACTIVE_ACADEMIES, ...others].flatMap((academy) => {
    const rows = blockRows(academy, academy, byAcademy.get(academy) ?? zeroBlock());
    return options.onlyWithLeads ? rows.filter((row) => row.leads > 0) : rows;
  });
  return [...academyRows, ...blockRows(CENTRAL, CENTRAL, central), ...totalRows(total)];
}

/** 'Total', 'Total (Web)' and 'Total (SEM)'. */
export const isTotalRow = (row: FunnelRow) => row.kind === 'total' || row.kind === 'totalWeb' || row.kind === 'totalSem';

/** A '(Web)' or '(SEM)' row, of a block or of the totals. */
export const isSubRow = (row: FunnelRow) => row.kind === 'web' || row.kind === 'sem' || row.kind === 'totalWeb' || row.kind === 'totalSem';

/**
 * The order of a funnel table for a sort: only the label column sorts, moving each block (its
 * group row with its Web and SEM rows) as a whole by its key; the totals stay last. Any other
 * field leaves the rows as they are.
 */
export function sortFunnelRows(rows: readonly FunnelRow[], field: string, order: SortOrder): FunnelRow[] {
  if (field !== 'label') return [...rows];
  const blocks: FunnelRow[][] = [];
  const totals: FunnelRow[] = [];
  for (const row of rows) {
    const last = blocks.at(-1);
    if (isTotalRow(row)) totals.push(row);
    else if (last && last[0].blockKey === row.blockKey) last.push(row);
    else blocks.push([row]);
  }
  const direction = order === 'DESC' ? -1 : 1;
  blocks.sort((a, b) => direction * compareSpanish(a[0].blockKey, b[0].blockKey));
  return [...blocks.flat(), ...totals];
}
