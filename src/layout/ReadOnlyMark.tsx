import { Chip } from '@mui/material';
import { isReadOnly } from '../authProvider/access';
import { readSession } from '../authProvider/session';

/**
 * 'Solo lectura' beside the user's photo for a role that may change nothing (access.ts), so that
 * the missing 'Añadir', 'Editar' and 'Borrar' are explained; nothing for anyone else.
 */
export function ReadOnlyMark() {
  if (!isReadOnly(readSession())) return null;
  return (
    <Chip
      label="Solo lectura"
      size="small"
      variant="outlined"
      sx={{ color: 'inherit', borderColor: 'currentColor', fontWeight: 'medium' }}
    />
  );
}
