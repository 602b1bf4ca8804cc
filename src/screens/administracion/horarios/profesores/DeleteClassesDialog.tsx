// 'Borrar horarios' (spec 02 §2): the teacher's classes of the month to delete, at least one
// (spec 02 §5), with the warning of what goes with them.
import { Alert, Checkbox, Dialog, DialogContent, DialogTitle, FormControlLabel, FormGroup } from '@mui/material';
import { useId, useState } from 'react';
import { formatDate } from '../../../../common/format';
import { DialogButtons } from '../../../../common/DialogButtons';
import type { TeacherClass } from '../../../../contract/claseProfesor';
import { deleteClassesLabel } from './classSelection';

interface DeleteClassesDialogProps {
  classes: readonly TeacherClass[];
  pending: boolean;
  onDelete: (ids: number[]) => void;
  onClose: () => void;
}

/** Mounted per opening: nothing is chosen at first. */
export function DeleteClassesDialog({ classes, pending, onDelete, onClose }: DeleteClassesDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Borrar horarios</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Se desasignarán todos los alumnos y pruebas asignados al profesor en esas clases.
        </Alert>
        <FormGroup>
          {classes.map((lesson) => (
            <FormControlLabel
              key={lesson.id}
              control={<Checkbox size="small" checked={chosen.has(lesson.id)} onChange={() => toggle(lesson.id)} />}
              label={[formatDate(lesson.fecha), lesson.hora, lesson.centro].filter(Boolean).join(' ')}
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogButtons
        label={deleteClassesLabel(chosen.size)}
        onAction={() => onDelete([...chosen])}
        ready={chosen.size > 0}
        pending={pending}
        onCancel={close}
        destructive
      />
    </Dialog>
  );
}
