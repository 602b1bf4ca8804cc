// Fault injection: makes chosen endpoints fail in each of the ways the console must survive.
// Node tests call setFaults(); the browser demo reads rules from sessionStorage on every
// request, so an end-to-end test can set them at any moment with page.evaluate.
import { delay, HttpResponse } from 'msw';
import { SESSION_MOTIVO } from './areas/auth';
import { fail } from './respond';
import { readStored, writeStored } from './sessionStore';

const FAULT_KINDS = ['error', 'http500', 'http500-envelope', 'invalid-json', 'network', 'slow', 'unauthorized', 'forbidden', 'answer'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  /** HTTP method to match (any case); every method when absent. */
  method?: string;
  /** API path, e.g. '/api/core/planificacion/asignatura/list'; a final '*' matches a prefix. */
  path: string;
  kind: FaultKind;
  /** Reason sent by 'error', 'http500-envelope', 'unauthorized' and 'forbidden'. */
  motivo?: string;
  /** Delay of 'slow', in milliseconds. */
  delayMs?: number;
  /** What 'answer' sends as `datos` with `resultado: 'ok'`: an answer shaped as another server might write it. */
  datos?: unknown;
  /** How many matching requests fail; every one when absent. */
  times?: number;
}

export const FAULTS_STORAGE_KEY = 'demo-faults';

const DEFAULT_MOTIVO = 'Error simulado en la API de demostración';
/** What a read-only role (CONSULTOR, spec 02 §6) meets on a write. */
const FORBIDDEN_MOTIVO = 'No tienes permiso para realizar esta operación';
const DEFAULT_DELAY_MS = 3000;

let rules: FaultRule[] = [];

export function setFaults(next: readonly FaultRule[]): void {
  rules = next.map((rule) => ({ ...rule }));
}

export function clearFaults(): void {
  rules = [];
}

/**
 * The rule that applies to this request, if any, counting it against its `times`. Rules set
 * in code come first, then the stored ones.
 */
export function takeFault(method: string, path: string): FaultRule | undefined {
  const inMemory = take(rules, method, path);
  if (inMemory) return inMemory;
  const stored = storedRules();
  const rule = take(stored, method, path);
  if (rule?.times !== undefined) writeStored(FAULTS_STORAGE_KEY, stored);
  return rule;
}

/** The faulty answer, or undefined when the request should go on (after a 'slow' delay). */
export async function faultResponse(rule: FaultRule): Promise<Response | undefined> {
  switch (rule.kind) {
    case 'error':
      return fail(rule.motivo ?? DEFAULT_MOTIVO);
    case 'http500':
      return HttpResponse.text('Internal Server Error', { status: 500 });
    case 'http500-envelope':
      return fail(rule.motivo ?? DEFAULT_MOTIVO, 500);
    case 'invalid-json':
      return HttpResponse.text('<html><body>Bad Gateway</body></html>', { headers: { 'Content-Type': 'application/json' } });
    case 'network':
      return HttpResponse.error();
    case 'unauthorized':
      return fail(rule.motivo ?? SESSION_MOTIVO, 401);
    case 'forbidden':
      return fail(rule.motivo ?? FORBIDDEN_MOTIVO, 403);
    case 'answer':
      return HttpResponse.json({ resultado: 'ok', datos: rule.datos ?? null });
    case 'slow':
      await delay(rule.delayMs ?? DEFAULT_DELAY_MS);
      return undefined;
  }
}

/** Finds the first live matching rule and spends one of its `times` (dropping it when spent). */
function take(list: FaultRule[], method: string, path: string): FaultRule | undefined {
  const index = list.findIndex((rule) => matches(rule, method, path) && (rule.times === undefined || rule.times > 0));
  if (index < 0) return undefined;
  const rule = list[index];
  if (rule.times !== undefined) {
    rule.times -= 1;
    if (rule.times <= 0) list.splice(index, 1);
  }
  return rule;
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : rule.path === path;
}

function storedRules(): FaultRule[] {
  const stored = readStored(FAULTS_STORAGE_KEY);
  return Array.isArray(stored) ? stored.filter(isFaultRule) : [];
}

/** Whether a value is a fault rule, as stored by a test or sent to the demo API over HTTP. */
export function isFaultRule(value: unknown): value is FaultRule {
  if (typeof value !== 'object' || value === null) return false;
  const rule = value as Partial<Record<keyof FaultRule, unknown>>;
  return typeof rule.path === 'string' && FAULT_KINDS.includes(rule.kind as FaultKind);
}
