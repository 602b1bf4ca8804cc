import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { AppBar, Avatar, Box, Stack, Toolbar } from '@mui/material';
import { useLogout, useRefresh, useSidebarState } from 'react-admin';
import { readSession } from '../authProvider/session';
import { HintButton } from '../common/HintButton';
import { notify } from '../common/notifications';
import { BusyIndicator } from './BusyIndicator';
import { Clock } from './Clock';
import { FinderButton } from './finder/FinderButton';
import { HelpButton } from './HelpButton';
import { ThemeToggleButton } from './ThemeToggleButton';

/** The top bar's height, MUI's dense toolbar: the layout leaves it this room. */
export const TOP_BAR_HEIGHT = 48;

/** Its own component: react-admin's logout follows the router, which renders it again on every route change. */
function SignOutButton() {
  const logout = useLogout();
  const signOut = async () => {
    await logout();
    notify('success', 'Sesión cerrada', 'Se ha cerrado la sesión correctamente');
  };
  return <HintButton color="inherit" label="Cerrar sesión" onClick={signOut} icon={<LogoutIcon />} hintAlign="end" />;
}

/**
 * The top bar of spec 01 §2: logo, clock, busy indicator, photo, help, menu, reload, logout;
 * and the screen finder and the theme switch.
 */
export function TopBar() {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const refresh = useRefresh();
  const session = readSession();

  return (
    <AppBar position="fixed" component="header">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Box component="img" src="/logo-white.svg" alt="Logo de las academias" sx={{ height: 32 }} />
        <Box sx={{ flexGrow: 1 }} />
        <Clock />
        <BusyIndicator />
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Avatar src={session?.foto} alt={session?.username ?? ''} sx={{ width: 32, height: 32, mx: 1 }} />
          {/* Not on phones until the bar has an overflow menu: they would push its other buttons off the screen. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
            <FinderButton />
            <ThemeToggleButton />
          </Box>
          <HelpButton />
          <HintButton color="inherit" label="Menú" onClick={() => setSidebarOpen(!sidebarOpen)} icon={<MenuIcon />} />
          <HintButton color="inherit" label="Recargar" onClick={refresh} icon={<RefreshIcon />} />
          <SignOutButton />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
