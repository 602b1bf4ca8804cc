// The academies' table (spec 02 §2): open academies first, then by opening date; the address
// as street, postcode and municipality.
import type { Academy } from '../../contract/centros';

export type { Academy };

export const isOpen = (academy: Academy): boolean => !academy.fechaCierre;

/**
 * The academies' order as one text: '0' for open and '1' for closed, then the ISO opening
 * date (which sorts as text); one without an opening date goes last among its kind.
 */
export function academyOrderKey(academy: Academy): string {
  return `${isOpen(academy) ? '0' : '1'}|${academy.fechaApertura || '9999'}`;
}

/** 'Calle Goya 12, 28001 Madrid': the parts there are, in that order. */
export function academyAddress(academy: Academy): string {
  const address = academy.direccion;
  if (!address) return '';
  const place = [address.codigoPostal, address.municipio?.municipio].filter(Boolean).join(' ');
  return [address.direccion, place].filter(Boolean).join(', ');
}
