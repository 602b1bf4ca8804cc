import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { AppBar, Avatar, Box, Stack, Toolbar } from '@mui/material';
import { useLogout, useRefresh, useSidebarState, useTheme, useTranslate } from 'react-admin';
import { readSession } from '../authProvider/session';
import { notify } from '../common/notifications';
import { BusyIndicator } from './BusyIndicator';
import { Clock } from './Clock';
import { finderState } from './finder/finderState';
import { useHelpDialog } from './HelpDialog';
import { ReadOnlyMark } from './ReadOnlyMark';
import { TopBarActions, type TopBarAction } from './TopBarActions';

/** The top bar's height, MUI's dense toolbar: the layout leaves it this room. */
export const TOP_BAR_HEIGHT = 48;

/** The logo's mark alone on a phone (the name beside it needs the room of the bar's buttons). */
const LOGO_SX = { height: 32, width: { xs: 28, sm: 'auto' }, objectFit: 'cover', objectPosition: 'left' } as const;

/**
 * The top bar of spec 01 §2: logo, clock, busy indicator, photo ('Solo lectura' beside it for a
 * read-only user), help, menu, reload, logout; and the screen finder and the light or dark theme.
 * Its buttons are one list (TopBarActions): those that do not fit go into an overflow menu.
 */
export function TopBar() {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const refresh = useRefresh();
  // react-admin's logout follows the router: it is read here, where the bar is drawn again on every route change anyway.
  const logout = useLogout();
  const help = useHelpDialog();
  const translate = useTranslate();
  // Kept in react-admin's store; until a choice is made, the theme follows the system's preference.
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  const session = readSession();

  const actions: TopBarAction[] = [
    // The keyboard reaches the finder at every width with Ctrl+K.
    { label: 'Buscar pantalla', icon: <SearchIcon />, onClick: finderState.open, inlineFrom: 'md' },
    {
      label: translate('ra.action.toggle_theme'),
      icon: dark ? <LightModeIcon /> : <DarkModeIcon />,
      onClick: () => setTheme(dark ? 'light' : 'dark'),
      inlineFrom: 'md',
    },
    { label: 'Ayuda', icon: <HelpOutlineIcon />, onClick: help.open },
    { label: 'Menú', icon: <MenuIcon />, onClick: () => setSidebarOpen(!sidebarOpen), inlineFrom: 'xs' },
    { label: 'Recargar', icon: <RefreshIcon />, onClick: refresh },
    {
      label: 'Cerrar sesión',
      icon: <LogoutIcon />,
      onClick: () => {
        void logout().then(() => notify('success', 'Sesión cerrada', 'Se ha cerrado la sesión correctamente'));
      },
    },
  ];

  return (
    <AppBar position="fixed" component="header">
      <Toolbar variant="dense" sx={{ gap: { xs: 0.5, sm: 1 } }}>
        <Box component="img" src="/logo-white.svg" alt="Logo de las academias" sx={LOGO_SX} />
        <Box sx={{ flexGrow: 1 }} />
        <Clock />
        <BusyIndicator />
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <ReadOnlyMark />
          <Avatar src={session?.foto ?? undefined} alt={session?.username ?? ''} sx={{ width: { xs: 28, sm: 32 }, height: { xs: 28, sm: 32 }, mx: { xs: 0.5, sm: 1 } }} />
          <TopBarActions actions={actions} />
        </Stack>
      </Toolbar>
      {help.dialog}
    </AppBar>
  );
}
