import type { Choice } from './choice';
import { inParentheses, joinPresent } from './text';
import type { Subject } from '../contract/asignaturas';

export type { Subject };

/** The subjects' resource: the selectors read the same list as the subjects screen. */
export const SUBJECTS_RESOURCE = 'administracion/asignaturas';
export const SUBJECTS_LOAD_ERROR = 'Error al recuperar las asignaturas';

// Enumerations of spec 02 §3.
export const SUBJECT_TYPES: readonly Choice[] = [
  { id: 'LETRAS', name: 'Letras' },
  { id: 'CIENCIAS', name: 'Ciencias' },
  { id: 'CIENCIAS_SALUD', name: 'Ciencias de la salud' },
  { id: 'IDIOMAS', name: 'Idiomas' },
  { id: 'ARTES', name: 'Artes' },
  { id: 'OTRAS', name: 'Otras' },
];

export const SUBJECT_LEVELS: readonly Choice[] = [
  { id: 'PRIMARIA', name: 'Primaria' },
  { id: 'SECUNDARIA', name: 'Secundaria' },
  { id: 'BACHILLERATO', name: 'Bachillerato' },
  { id: 'UNIVERSIDAD', name: 'Universidad' },
  { id: 'FP', name: 'FP' },
  { id: 'IDIOMA', name: 'Idioma' },
  { id: 'OTRAS', name: 'Otras' },
];

/** 'No sublevel' is the absence of a value, so it has no choice here. */
export const SUBJECT_SUBLEVELS: readonly Choice[] = [
  { id: 'A1', name: 'A1' },
  { id: 'A2', name: 'A2' },
  { id: 'B1', name: 'B1' },
  { id: 'B2', name: 'B2' },
  { id: 'C1', name: 'C1' },
  { id: 'C2', name: 'C2' },
  { id: 'INTERNACIONAL', name: 'Internacional' },
];

// An unknown code is shown as it came rather than hidden; none is an empty text.
const nameIn = (choices: readonly Choice[], code: string | null) => (code === null ? '' : (choices.find((choice) => choice.id === code)?.name ?? code));

export const subjectTypeName = (code: string | null): string => nameIn(SUBJECT_TYPES, code);
export const subjectLevelName = (code: string | null): string => nameIn(SUBJECT_LEVELS, code);
export const subjectSublevelName = (code: string | null): string => nameIn(SUBJECT_SUBLEVELS, code);

/** 'Bachillerato', or with a sublevel 'Idioma - B2'; what the subject lacks is left out. */
export function subjectLevelText(subject: Pick<Subject, 'nivel' | 'subnivel'>): string {
  return joinPresent([subjectLevelName(subject.nivel), subjectSublevelName(subject.subnivel)], ' - ');
}

/** 'Matemáticas (Bachillerato)', or with a sublevel 'Inglés (Idioma - B2)'; without a level, 'Matemáticas'. */
export function subjectDisplayName(subject: Pick<Subject, 'nombre' | 'nivel' | 'subnivel'>): string {
  return joinPresent([subject.nombre, inParentheses(subjectLevelText(subject))]);
}

/** Alphabetical by display name, Spanish collation (accents sort beside their letter). */
export function compareSubjects(a: Subject, b: Subject): number {
  return subjectDisplayName(a).localeCompare(subjectDisplayName(b), 'es');
}

/** The groups behind the tri-state boxes 'Asignaturas de letras' and 'Asignaturas de ciencias'. */
export type SubjectGroup = 'letters' | 'sciences';

export const SUBJECT_GROUP_TYPES: Readonly<Record<SubjectGroup, readonly string[]>> = {
  letters: ['LETRAS'],
  sciences: ['CIENCIAS', 'CIENCIAS_SALUD'],
};

export type GroupSelectionState = 'all' | 'some' | 'none';

const groupIds = (subjects: readonly Subject[], group: SubjectGroup) =>
  subjects.filter((subject) => subject.tipo !== null && SUBJECT_GROUP_TYPES[group].includes(subject.tipo)).map((subject) => subject.id);

/** 'all' when every subject of the group is selected (and the group is not empty), 'some', or 'none'. */
export function groupSelectionState(
  subjects: readonly Subject[],
  selectedIds: readonly number[],
  group: SubjectGroup,
): GroupSelectionState {
  const ids = groupIds(subjects, group);
  const selected = new Set(selectedIds);
  const count = ids.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Deselects the whole group when all of it is selected; otherwise selects all of it. */
export function toggleGroup(subjects: readonly Subject[], selectedIds: readonly number[], group: SubjectGroup): number[] {
  const ids = groupIds(subjects, group);
  if (groupSelectionState(subjects, selectedIds, group) === 'all') {
    const removed = new Set(ids);
    return selectedIds.filter((id) => !removed.has(id));
  }
  const selected = new Set(selectedIds);
  return [...selectedIds, ...ids.filter((id) => !selected.has(id))];
}
