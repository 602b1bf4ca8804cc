import SearchIcon from '@mui/icons-material/Search';
import { HintButton } from '../../common/HintButton';
import { finderState } from './finderState';

/** The top bar's way to the screen finder, for the mouse and touch (the keyboard has Ctrl+K). */
export function FinderButton() {
  return <HintButton color="inherit" label="Buscar pantalla" onClick={finderState.open} icon={<SearchIcon />} />;
}
