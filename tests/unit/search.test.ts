import { describe, it, expect } from 'vitest';
import { createSearchIndex, filterBySearch, normalizeSearchText } from '../../src/common/search';
import { fastestMs } from '../support/timing';

interface Lead {
  name: string;
  phone: string | null;
  status?: string;
}

const LEADS: Lead[] = [
  { name: 'José Pérez', phone: '600 111 222', status: 'Nuevo' },
  { name: 'María Núñez', phone: null, status: 'Prueba' },
  { name: 'Ana López', phone: '611222333' },
];
const fields = (lead: Lead) => [lead.name, lead.phone, lead.status];
const INDEX = createSearchIndex(LEADS, fields);
const search = (query: string) => filterBySearch(LEADS, INDEX, query).map((lead) => lead.name);

describe('normalizeSearchText', () => {
  it('lowercases, strips accents and removes every space', () => {
    expect(normalizeSearchText('  José\tPÉREZ\n ')).toBe('joseperez');
    expect(normalizeSearchText('Núñez')).toBe('nunez');
    expect(normalizeSearchText('Ça')).toBe('ca');
  });

  it('strips accents given as separate combining marks', () => {
    expect(normalizeSearchText('Jose\u0301')).toBe('jose');
  });
});

describe('createSearchIndex', () => {
  it('builds one normalised haystack per row, skipping null fields', () => {
    expect(INDEX.size).toBe(3);
    expect(INDEX.get(LEADS[0])).toContain('joseperez');
    expect(INDEX.get(LEADS[1])).not.toContain('null');
    expect(INDEX.get(LEADS[2])).not.toContain('undefined');
  });

  it('normalises numbers as text', () => {
    const rows = [{ id: 42 }];
    const index = createSearchIndex(rows, (row) => [row.id]);
    expect(filterBySearch(rows, index, '4 2')).toHaveLength(1);
  });
});

describe('filterBySearch', () => {
  it.each(['jose perez', 'JOSEPEREZ', 'josé', 'Pérez', ' pe rez '])('finds José Pérez by %j', (query) => {
    expect(search(query)).toEqual(['José Pérez']);
  });

  it('searches every indexed field', () => {
    expect(search('600111')).toEqual(['José Pérez']);
    expect(search('prueba')).toEqual(['María Núñez']);
    expect(search('ez')).toEqual(['José Pérez', 'María Núñez', 'Ana López']);
  });

  it('does not match across two fields', () => {
    // 'Pérez' ends the name and '600' starts the phone.
    expect(search('perez600')).toEqual([]);
    expect(search('nuevo')).toEqual(['José Pérez']);
    expect(search('222nuevo')).toEqual([]);
  });

  it('cannot be made to match the field separator', () => {
    expect(search('perez\u0001600')).toEqual([]);
  });

  it('returns nothing when nothing matches', () => {
    expect(search('zzz')).toEqual([]);
  });

  it.each(['', '   ', '\t'])('returns the same array for the blank query %j', (query) => {
    expect(filterBySearch(LEADS, INDEX, query)).toBe(LEADS);
  });

  it('filters rows in the order given, and never matches a row the index lacks', () => {
    const reversed = [...LEADS].reverse();
    expect(filterBySearch(reversed, INDEX, 'a')).toEqual([...filterBySearch(LEADS, INDEX, 'a')].reverse());
    expect(filterBySearch([{ ...LEADS[0] }], INDEX, LEADS[0].name)).toEqual([]);
  });

  it('filters 100,000 indexed rows within 50 ms', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({
      name: `Alumno ${i} Fernández`,
      phone: `6${String(i).padStart(8, '0')}`,
      email: `alumno${i}@correo.es`,
      status: i % 7 === 0 ? 'Matriculado' : 'Pendiente',
    }));
    const index = createSearchIndex(rows, (row) => [row.name, row.phone, row.email, row.status]);
    const found = filterBySearch(rows, index, 'alumno 9999');
    expect(found.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Alumno 9999 Fernández', 'Alumno 99990 Fernández', 'Alumno 99999 Fernández']),
    );
    expect(found).toHaveLength(11);
    expect(fastestMs(() => filterBySearch(rows, index, 'alumno 9999'))).toBeLessThan(50);
  });
});
