import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useSidebarState } from 'react-admin';
import { NavLink, useLocation } from 'react-router-dom';
import { groupsContaining, isGroup, type MenuGroup, type MenuNode, type MenuScreen } from '../resources/menu';
import { registry } from '../resources/registry';

/**
 * The side menu, drawn from the registry. Groups expand and collapse on click; the groups of
 * the current route open by themselves on every navigation, unless the user closes them again.
 */
export function SideMenu() {
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [seenPath, setSeenPath] = useState(pathname);
  const current = groupsContaining(registry, pathname);

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
    <List component="nav" aria-label="Menú principal" dense sx={{ pt: 1 }}>
      <MenuNodes nodes={registry} depth={0} isOpen={isOpen} toggle={toggle} compact={!sidebarOpen} />
    </List>
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

const indent = (depth: number, compact: boolean) => (compact ? 2 : 2 + depth * 2);

function MenuGroupItem({ group, depth, isOpen, toggle, compact }: Omit<NodesProps, 'nodes'> & { group: MenuGroup }) {
  const open = isOpen(group);
  const Icon = group.icon;
  return (
    <>
      <Tooltip title={compact ? group.title : ''} placement="right">
        <ListItemButton onClick={() => toggle(group)} aria-expanded={open} sx={{ pl: indent(depth, compact) }}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={group.title} sx={compact ? visuallyHidden : undefined} />
          {!compact && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding dense>
          <MenuNodes nodes={group.children} depth={depth + 1} isOpen={isOpen} toggle={toggle} compact={compact} />
        </List>
      </Collapse>
    </>
  );
}

function MenuScreenItem({ screen, depth, compact }: { screen: MenuScreen; depth: number; compact: boolean }) {
  const Icon = screen.icon;
  return (
    <Tooltip title={compact ? screen.title : ''} placement="right">
      <ListItemButton
        component={NavLink}
        to={screen.path}
        sx={{ pl: indent(depth, compact), '&.active': { bgcolor: 'action.selected', fontWeight: 'bold' } }}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={screen.title} sx={compact ? visuallyHidden : undefined} />
      </ListItemButton>
    </Tooltip>
  );
}

// Hidden on screen but still the item's accessible name when the menu shows icons only.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
