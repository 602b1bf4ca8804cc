import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import { useTheme, useTranslate } from 'react-admin';
import { HintButton } from '../common/HintButton';

/**
 * The top bar's switch between the light and the dark theme. The choice is kept in
 * react-admin's store (localStorage); until one is made, the theme follows the system's
 * preference. Not react-admin's ToggleThemeButton: its MUI Tooltip (with Popper, about 11 KB)
 * would join the first screen's JavaScript, where the console's other bar buttons show a CSS hint.
 */
export function ThemeToggleButton() {
  const translate = useTranslate();
  const [mode, setMode] = useTheme();
  const dark = mode === 'dark';
  return (
    <HintButton
      color="inherit"
      label={translate('ra.action.toggle_theme')}
      onClick={() => setMode(dark ? 'light' : 'dark')}
      icon={dark ? <LightModeIcon /> : <DarkModeIcon />}
    />
  );
}
