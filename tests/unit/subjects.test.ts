import { describe, it, expect } from 'vitest';
import {
  SUBJECT_LEVELS,
  SUBJECT_SUBLEVELS,
  SUBJECT_TYPES,
  compareSubjects,
  groupSelectionState,
  subjectDisplayName,
  subjectLevelName,
  subjectLevelText,
  subjectTypeName,
  toggleGroup,
  type Subject,
} from '../../src/common/subjects';
import { subjectRecord } from '../../src/contract/asignaturas';
import { readAs } from '../support/contract';

const subject = (id: number, nombre: string, tipo: string, nivel: string, subnivel?: string | null): Subject =>
  readAs(subjectRecord, [{ id, nombre, tipo, nivel, subnivel }])[0];

describe('enumerations', () => {
  it('lists every code of spec 02 §3 with its Spanish name', () => {
    expect(SUBJECT_TYPES.map((choice) => choice.id)).toEqual(['LETRAS', 'CIENCIAS', 'CIENCIAS_SALUD', 'IDIOMAS', 'ARTES', 'OTRAS']);
    expect(SUBJECT_LEVELS.map((choice) => choice.id)).toEqual([
      'PRIMARIA',
      'SECUNDARIA',
      'BACHILLERATO',
      'UNIVERSIDAD',
      'FP',
      'IDIOMA',
      'OTRAS',
    ]);
    expect(SUBJECT_SUBLEVELS.map((choice) => choice.name)).toEqual(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Internacional']);
  });

  it('names types and levels, and shows an unknown code as it came', () => {
    expect(subjectTypeName('CIENCIAS_SALUD')).toBe('Ciencias de la salud');
    expect(subjectLevelName('BACHILLERATO')).toBe('Bachillerato');
    expect(subjectLevelName('FP')).toBe('FP');
    expect(subjectTypeName('NUEVO')).toBe('NUEVO');
  });
});

describe('subject names', () => {
  it('gives the level text, with the sublevel after a dash', () => {
    expect(subjectLevelText({ nivel: 'BACHILLERATO', subnivel: null })).toBe('Bachillerato');
    expect(subjectLevelText({ nivel: 'BACHILLERATO', subnivel: null })).toBe('Bachillerato');
    expect(subjectLevelText({ nivel: 'IDIOMA', subnivel: 'B2' })).toBe('Idioma - B2');
    expect(subjectLevelText({ nivel: 'IDIOMA', subnivel: 'INTERNACIONAL' })).toBe('Idioma - Internacional');
  });

  it('gives the display name with the level in parentheses', () => {
    expect(subjectDisplayName(subject(1, 'Matemáticas', 'CIENCIAS', 'BACHILLERATO'))).toBe('Matemáticas (Bachillerato)');
    expect(subjectDisplayName(subject(2, 'Inglés', 'IDIOMAS', 'IDIOMA', 'B2'))).toBe('Inglés (Idioma - B2)');
  });

  it('leaves out what a subject lacks, with its brackets or dash', () => {
    expect(subjectDisplayName(readAs(subjectRecord, [{ id: 3, nombre: 'Matemáticas', tipo: 'CIENCIAS' }])[0])).toBe('Matemáticas');
    expect(subjectDisplayName(readAs(subjectRecord, [{ id: 4, nombre: 'Inglés', tipo: 'IDIOMAS', subnivel: 'B2' }])[0])).toBe('Inglés (B2)');
    expect(subjectLevelText({ nivel: null, subnivel: 'C1' })).toBe('C1');
    expect(subjectLevelText({ nivel: null, subnivel: null })).toBe('');
  });

  it('sorts by display name in Spanish order, accents beside their letter', () => {
    const sorted = [
      subject(1, 'Química', 'CIENCIAS', 'SECUNDARIA'),
      subject(2, 'Álgebra', 'CIENCIAS', 'UNIVERSIDAD'),
      subject(3, 'Inglés', 'IDIOMAS', 'IDIOMA', 'C1'),
      subject(4, 'Biología', 'CIENCIAS_SALUD', 'BACHILLERATO'),
      subject(5, 'Inglés', 'IDIOMAS', 'IDIOMA', 'B2'),
      subject(6, 'Economía', 'LETRAS', 'BACHILLERATO'),
      subject(7, 'ética', 'LETRAS', 'SECUNDARIA'),
    ]
      .sort(compareSubjects)
      .map(subjectDisplayName);
    expect(sorted).toEqual([
      'Álgebra (Universidad)',
      'Biología (Bachillerato)',
      'Economía (Bachillerato)',
      'ética (Secundaria)',
      'Inglés (Idioma - B2)',
      'Inglés (Idioma - C1)',
      'Química (Secundaria)',
    ]);
  });
});

describe('subject groups', () => {
  const subjects = [
    subject(1, 'Historia', 'LETRAS', 'BACHILLERATO'),
    subject(2, 'Latín', 'LETRAS', 'BACHILLERATO'),
    subject(3, 'Física', 'CIENCIAS', 'BACHILLERATO'),
    subject(4, 'Biología', 'CIENCIAS_SALUD', 'BACHILLERATO'),
    subject(5, 'Inglés', 'IDIOMAS', 'IDIOMA', 'B2'),
  ];

  it('is none, some or all of the letters', () => {
    expect(groupSelectionState(subjects, [], 'letters')).toBe('none');
    expect(groupSelectionState(subjects, [3, 5], 'letters')).toBe('none');
    expect(groupSelectionState(subjects, [1], 'letters')).toBe('some');
    expect(groupSelectionState(subjects, [2, 1, 5], 'letters')).toBe('all');
  });

  it('counts health sciences among the sciences', () => {
    expect(groupSelectionState(subjects, [3], 'sciences')).toBe('some');
    expect(groupSelectionState(subjects, [4], 'sciences')).toBe('some');
    expect(groupSelectionState(subjects, [3, 4], 'sciences')).toBe('all');
  });

  it('is none for a group without subjects', () => {
    expect(groupSelectionState([subjects[4]], [5], 'sciences')).toBe('none');
  });

  it('selects the missing subjects of the group, keeping the rest', () => {
    expect(toggleGroup(subjects, [], 'letters')).toEqual([1, 2]);
    expect(toggleGroup(subjects, [5, 2], 'letters')).toEqual([5, 2, 1]);
    expect(toggleGroup(subjects, [1], 'sciences')).toEqual([1, 3, 4]);
  });

  it('deselects the whole group when all of it is selected', () => {
    expect(toggleGroup(subjects, [1, 3, 4, 5], 'sciences')).toEqual([1, 5]);
    expect(toggleGroup(subjects, [2, 1], 'letters')).toEqual([]);
  });
});
