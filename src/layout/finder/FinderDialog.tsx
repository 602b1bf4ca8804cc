// The screen finder's dialog, loaded the first time it opens: one text field, MUI's Autocomplete
// (a WAI-ARIA combobox with its listbox: arrows move, Enter opens the highlighted screen, the
// first one unless another was chosen, Escape closes), listing the screens the text names or,
// before anything is typed, the ones opened last.
import { Autocomplete, Dialog, DialogContent, DialogTitle, TextField, type PopperProps } from '@mui/material';
import { useId, useMemo, useState } from 'react';
import { useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMenuTree } from '../useMenuTree';
import { RECENT_SCREENS_KEY, recentScreens, storedPaths } from './recentScreens';
import { finderScreens, matchScreens, screenAt, type FinderScreen } from './screenMatch';

const NO_PATHS: string[] = [];

/**
 * Where the Autocomplete would float its list over the page: here the list sits in the dialog
 * under the field, so that the dialog holds the whole combobox and grows with it.
 */
function InlinePopup({ className, role, open, children }: PopperProps) {
  // The Autocomplete gives its list as an element; a function child is Popper's other form.
  return open && typeof children !== 'function' ? (
    <div className={className} role={role}>
      {children}
    </div>
  ) : null;
}

function FinderField({ onClose }: { onClose: () => void }) {
  const tree = useMenuTree();
  const screens = useMemo(() => finderScreens(tree), [tree]);
  const [query, setQuery] = useState('');
  const [stored] = useStore<unknown>(RECENT_SCREENS_KEY, NO_PATHS);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const typed = query.trim() !== '';
  const options = useMemo(
    () => (typed ? matchScreens(screens, query) : recentScreens(screens, storedPaths(stored), screenAt(screens, pathname)?.path)),
    [typed, screens, query, stored, pathname],
  );
  const open = (screen: FinderScreen) => {
    onClose();
    void navigate(screen.path);
  };
  return (
    <Autocomplete
      open
      // Always open: no button to open or close the list.
      forcePopupIcon={false}
      autoHighlight
      options={options}
      // The options are the matches already.
      filterOptions={(matches) => matches}
      getOptionLabel={(screen) => screen.label}
      getOptionKey={(screen) => screen.path}
      isOptionEqualToValue={(screen, other) => screen.path === other.path}
      value={null}
      inputValue={query}
      onInputChange={(_event, text, reason) => {
        // Not when choosing fills the field with the option's label: the dialog closes then.
        if (reason === 'input' || reason === 'clear') setQuery(text);
      }}
      onChange={(_event, screen) => screen && open(screen)}
      onClose={(_event, reason) => {
        if (reason === 'escape') onClose();
      }}
      noOptionsText={typed ? 'Ninguna pantalla coincide' : 'Escribe parte del nombre, del grupo o de la dirección de una pantalla'}
      slots={{ popper: InlinePopup }}
      slotProps={{ paper: { elevation: 0 }, listbox: { sx: { maxHeight: '50vh' } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          fullWidth
          label="Pantalla"
          helperText={!typed && options.length > 0 ? 'Abiertas hace poco' : undefined}
        />
      )}
    />
  );
}

/** The finder: a dialog named 'Buscar pantalla', at the top of the window so that its list grows downwards. */
export default function FinderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={titleId}>Buscar pantalla</DialogTitle>
      <DialogContent>
        <FinderField onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
