import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, type Theme } from '@mui/material';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useSidebarState } from 'react-admin';
import { NavLink, useLocation } from 'react-router-dom';
import { groupsContaining, isGroup, type MenuGroup, type MenuNode, type MenuScreen } from '../declaration/menu';
import { interactiveStates } from './theme';
import { useMenuTree } from './useMenuTree';

/**
 * The side menu, drawn from the registry and the configured screens (useMenuTree). Groups expand and collapse on click; the groups of
 * the current route open by themselves on every navigation, unless the user closes them again.
 */
export function SideMenu() {
  const { pathname } = useLocation();
  const tree = useMenuTree();
  const [sidebarOpen] = useSidebarState();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [seenPath, setSeenPath] = useState(pathname);
  const current = groupsContaining(tree, pathname);

  // A new route re-opens its groups: drop any earlier "closed" choice for them.
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setToggled((previous) => {
      const next = { ...previous };
      current.forEach((title) => delete next[title]);
      return next;
    });
  }

  const isOpen = (group: MenuGroup) => toggled[group.title] ?? current.includes(group.title);
  const toggle = (group: MenuGroup) => setToggled((previous) => ({ ...previous, [group.title]: !isOpen(group) }));

  return (
    <Box component="nav" aria-label="Menú principal" data-compact={sidebarOpen ? undefined : ''} sx={menuStyles}>
      <MenuNodes nodes={tree} depth={0} isOpen={isOpen} toggle={toggle} compact={!sidebarOpen} />
    </Box>
  );
}

interface NodesProps {
  nodes: readonly MenuNode[];
  depth: number;
  isOpen: (group: MenuGroup) => boolean;
  toggle: (group: MenuGroup) => void;
  compact: boolean;
}

function MenuNodes({ nodes, depth, isOpen, toggle, compact }: NodesProps) {
  return nodes.map((node) =>
    isGroup(node) ? (
      <MenuGroupItem key={node.title} group={node} depth={depth} isOpen={isOpen} toggle={toggle} compact={compact} />
    ) : (
      <MenuScreenItem key={node.path} screen={node} depth={depth} compact={compact} />
    ),
  );
}

// Items are a plain link or button with the classes below, styled once by the menu: a
// ListItemButton with its icon and text costs six styled components, and the menu was half
// of the console's first render.
const ITEM = 'menu-item';
const LABEL = 'menu-label';

// MUI's tooltip (with Popper, about 30 KB) loads when the menu is first shown compact, which
// the console does not start with unless the user left it so. Until it has loaded, the items
// show no tooltip.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** The item's title as its tooltip, only when the menu shows icons alone. */
function CompactTooltip({ title, compact, children }: { title: string; compact: boolean; children: ReactElement }) {
  if (!compact) return children;
  return (
    <Suspense fallback={children}>
      <Tooltip title={title} placement="right">
        {children}
      </Tooltip>
    </Suspense>
  );
}

const indent = (depth: number, compact: boolean) => ({ paddingLeft: compact ? 16 : 16 + depth * 16 });

function MenuGroupItem({ group, depth, isOpen, toggle, compact }: Omit<NodesProps, 'nodes'> & { group: MenuGroup }) {
  const open = isOpen(group);
  const Icon = group.icon;
  const Chevron = open ? ExpandLess : ExpandMore;
  return (
    <>
      <CompactTooltip title={group.title} compact={compact}>
        <button type="button" className={ITEM} onClick={() => toggle(group)} aria-expanded={open} style={indent(depth, compact)}>
          <Icon fontSize="small" />
          <span className={LABEL}>{group.title}</span>
          {!compact && <Chevron fontSize="small" />}
        </button>
      </CompactTooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <MenuNodes nodes={group.children} depth={depth + 1} isOpen={isOpen} toggle={toggle} compact={compact} />
      </Collapse>
    </>
  );
}

function MenuScreenItem({ screen, depth, compact }: { screen: MenuScreen; depth: number; compact: boolean }) {
  const Icon = screen.icon;
  return (
    <CompactTooltip title={screen.title} compact={compact}>
      <NavLink to={screen.path} className={ITEM} style={indent(depth, compact)}>
        <Icon fontSize="small" />
        <span className={LABEL}>{screen.title}</span>
      </NavLink>
    </CompactTooltip>
  );
}

/** MUI's dense list items, for the plain elements above. */
const menuStyles = (theme: Theme) => ({
  pt: 1,
  [`& .${ITEM}`]: {
    ...theme.typography.body2,
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: 36,
    paddingTop: '4px',
    paddingBottom: '4px',
    paddingRight: '16px',
    border: 0,
    background: 'none',
    color: theme.palette.text.primary,
    textAlign: 'left',
    textDecoration: 'none',
    cursor: 'pointer',
    ...interactiveStates(theme, -2),
    '&.active': { backgroundColor: theme.palette.action.selected, fontWeight: 'bold' },
    '& > svg:first-of-type': { color: theme.palette.action.active, marginRight: '36px', flexShrink: 0 },
  },
  [`& .${LABEL}`]: { flexGrow: 1 },
  // Icons only: the label stays the item's accessible name.
  [`&[data-compact] .${LABEL}`]: {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
