import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  createParams,
  isPromoCodeOver,
  promoCodeWarning,
  promotionText,
  updateParams,
  type PromoCode,
} from '../../src/screens/administracion/codigos-promocionales';
import { promoCode } from '../../src/contract/codigoPromocionalDinamico';
import { readAs } from '../support/contract';

const PERCENT_WARNING = 'Los códigos de descuento por porcentaje no son compatibles con pagos.';
const FREE_HOURS_WARNING = 'Los códigos de horas gratis solo son compatibles con tarifas.';

/** A code as the console reads it from the fields given (as a server may write them). */
const code = ({ valor, ...overrides }: Partial<z.input<typeof promoCode>> & Pick<PromoCode, 'valor'>): PromoCode => ({
  ...readAs(promoCode, [
    {
      id: 7,
      nombre: 'VERANO25',
      descripcion: 'Verano',
      centros: ['GOYA', 'QUEVEDO'],
      compatibilidad: ['TARIFA'],
      tipo: 'SEGUIMIENTO',
      fechaInicio: '2026-06-01',
      fechaFin: '2026-08-31',
      ...overrides,
    },
  ])[0],
  valor,
});

describe('promoCodeWarning: the type and compatibility rule (spec 02 §5)', () => {
  it('following and price discounts go with every compatibility', () => {
    for (const tipo of ['SEGUIMIENTO', 'DESCUENTO_PRECIO']) {
      expect(promoCodeWarning(tipo, ['PAGO', 'TARIFA', 'INTENSIVO', 'PACK'])).toBeUndefined();
    }
  });

  it('a percent discount goes with tariffs, intensives and packs, not with payments', () => {
    expect(promoCodeWarning('DESCUENTO_PORCENTAJE', ['TARIFA', 'INTENSIVO', 'PACK'])).toBeUndefined();
    expect(promoCodeWarning('DESCUENTO_PORCENTAJE', ['TARIFA', 'PAGO'])).toBe(PERCENT_WARNING);
    expect(promoCodeWarning('DESCUENTO_PORCENTAJE', ['PAGO'])).toBe(PERCENT_WARNING);
  });

  it('free hours go with tariffs only', () => {
    expect(promoCodeWarning('HORAS_GRATIS', ['TARIFA'])).toBeUndefined();
    expect(promoCodeWarning('HORAS_GRATIS', ['TARIFA', 'PACK'])).toBe(FREE_HOURS_WARNING);
    expect(promoCodeWarning('HORAS_GRATIS', ['INTENSIVO'])).toBe(FREE_HOURS_WARNING);
  });

  it('says nothing while the type or the compatibilities are not chosen', () => {
    expect(promoCodeWarning(undefined, ['PAGO'])).toBeUndefined();
    expect(promoCodeWarning('HORAS_GRATIS', undefined)).toBeUndefined();
    expect(promoCodeWarning('DESCUENTO_PORCENTAJE', [])).toBeUndefined();
  });
});

describe('promotionText', () => {
  it('shows euros, a percentage, free hours or the type', () => {
    expect(promotionText(code({ tipo: 'DESCUENTO_PRECIO', descuentoFijo: 1250 }))).toBe('1.250,00 €');
    expect(promotionText(code({ tipo: 'DESCUENTO_PORCENTAJE', descuentoPorcentaje: 15 }))).toBe('15.00 %');
    expect(promotionText(code({ tipo: 'HORAS_GRATIS', horasGratis: 3 }))).toBe('3h gratis');
    expect(promotionText(code({ tipo: 'SEGUIMIENTO' }))).toBe('Seguimiento');
  });

  it('reads amounts written as text, and leaves the cell empty when the value its type needs is missing or unreadable', () => {
    expect(promotionText(code({ tipo: 'DESCUENTO_PRECIO', descuentoFijo: '95,50' }))).toBe('95,50 €');
    expect(promotionText(code({ tipo: 'DESCUENTO_PORCENTAJE', descuentoPorcentaje: '12.5' }))).toBe('12.50 %');
    expect(promotionText(code({ tipo: 'DESCUENTO_PRECIO' }))).toBe('');
    expect(promotionText(code({ tipo: 'HORAS_GRATIS', horasGratis: 'tres' }))).toBe('');
    expect(promotionText(code({ tipo: null }))).toBe('');
  });
});

describe('isPromoCodeOver', () => {
  it('a code is current through the whole of its end day, and over from the next', () => {
    const ending = code({ fechaFin: '2026-08-31' });
    expect(isPromoCodeOver(ending, new Date(2026, 7, 31, 23, 59))).toBe(false);
    expect(isPromoCodeOver(ending, new Date(2026, 8, 1, 0, 0))).toBe(true);
    expect(isPromoCodeOver(ending, new Date(2025, 0, 1))).toBe(false);
  });

  it('an end given with a time, or as dd/MM/yyyy, is read as its day', () => {
    expect(isPromoCodeOver(code({ fechaFin: '2026-08-31T12:00:00' }), new Date(2026, 7, 31, 23, 59))).toBe(false);
    expect(isPromoCodeOver(code({ fechaFin: '31/08/2026' }), new Date(2026, 8, 1, 0, 0))).toBe(true);
  });

  it('a code without a readable end is not over: its actions are offered and the server judges', () => {
    expect(isPromoCodeOver(code({ fechaFin: 'ayer' }), new Date(2030, 0, 1))).toBe(false);
    expect(isPromoCodeOver(code({ fechaFin: null }), new Date(2030, 0, 1))).toBe(false);
  });
});

describe('the parameters of a promo code', () => {
  it('a create sends the name, dd/MM/yyyy dates and the value as its type says', () => {
    expect(createParams(code({ tipo: 'DESCUENTO_PORCENTAJE', valor: '12.5', compatibilidad: ['TARIFA', 'PACK'] }))).toEqual({
      nombre: 'VERANO25',
      descripcion: 'Verano',
      tipo: 'DESCUENTO_PORCENTAJE',
      fecha_inicio: '01/06/2026',
      fecha_fin: '31/08/2026',
      centros: ['GOYA', 'QUEVEDO'],
      compatibilidad: ['TARIFA', 'PACK'],
      descuento_porcentaje: '12.5',
    });
    expect(createParams(code({ tipo: 'DESCUENTO_PRECIO', valor: '20' }))).toMatchObject({ descuento_fijo: '20' });
    expect(createParams(code({ tipo: 'HORAS_GRATIS', valor: 4 }))).toMatchObject({ horas_gratis: 4 });
  });

  it('a following code sends no value', () => {
    const params = createParams(code({ tipo: 'SEGUIMIENTO', valor: '5' }));
    expect(Object.keys(params)).not.toContain('descuento_fijo');
    expect(Object.keys(params)).not.toContain('descuento_porcentaje');
    expect(Object.keys(params)).not.toContain('horas_gratis');
  });

  it('an update names the code by its id instead of its name', () => {
    const params = updateParams(code({ tipo: 'HORAS_GRATIS', valor: '2' }));
    expect(params).toMatchObject({ id: 7, tipo: 'HORAS_GRATIS', horas_gratis: '2', fecha_fin: '31/08/2026' });
    expect(params).not.toHaveProperty('nombre');
  });
});
