// The URL parameters of the payment change screen that are its own (DESIGN.md "Every view is a link").
import { urlParam, type UrlParam } from '../../../../common/viewState/urlParams';
import { PAYMENT_KINDS, type PaymentKind } from '../payments';

/** One hiring of the student: its kind and its id. */
export interface HiringRef {
  kind: PaymentKind;
  id: number;
}

// The longest kind first, so that 'pago-tarifa-12' is not read as 'pago' with id 'tarifa-12'.
const HIRING = new RegExp(`^(${[...PAYMENT_KINDS].sort((a, b) => b.length - a.length).join('|')})-(\\d{1,9})$`);

/** The hiring chosen (`contratacion=pago-tarifa-123`); none by default. */
export function hiringParam(key: string): UrlParam<HiringRef | null> {
  const parse = (text: string) => {
    const match = HIRING.exec(text.trim().toLowerCase());
    return match && Number(match[2]) > 0 ? { kind: match[1] as PaymentKind, id: Number(match[2]) } : null;
  };
  return urlParam<HiringRef | null>(key, { parse, serialize: (value) => `${value.kind}-${String(value.id)}` }, () => null);
}

export const sameHiring = (a: HiringRef | null, b: HiringRef | null) => a?.kind === b?.kind && a?.id === b?.id;
