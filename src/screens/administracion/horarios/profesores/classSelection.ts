import { formatQuantity } from '../../../../common/format';
// The 'Borrar horarios' dialog's button (spec 02 §2): its text says how many classes go.

/** 'Borrar' with none chosen, 'Borrar clase' for one, 'Borrar N clases' for more. */
export function deleteClassesLabel(count: number): string {
  if (count <= 0) return 'Borrar';
  return count === 1 ? 'Borrar clase' : `Borrar ${formatQuantity(count)} clases`;
}
