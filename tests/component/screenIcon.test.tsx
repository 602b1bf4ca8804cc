import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCREEN_ICONS } from '../../src/screenFile/format';
import { screenIcon } from '../../src/screenFile/icons';

describe('screenIcon', () => {
  it('draws the MUI icon of the name a screen file gives, once its chunk is here', async () => {
    const Payments = screenIcon('payments');
    const MenuBook = screenIcon('menu-book');
    const Room = screenIcon('meeting-room');
    render(
      <>
        <Payments />
        <MenuBook />
        <Room />
      </>,
    );
    // MUI names each icon's svg by its component: PaymentsIcon, MenuBookIcon, MeetingRoomIcon.
    await screen.findByTestId('PaymentsIcon');
    expect(screen.getByTestId('MenuBookIcon').tagName).toBe('svg');
    expect(screen.getByTestId('MeetingRoomIcon').tagName).toBe('svg');
  });

  it('is one component per name, so that the menu does not remount it', () => {
    expect(screenIcon('school')).toBe(screenIcon('school'));
    expect(screenIcon('school')).not.toBe(screenIcon('store'));
  });

  it('draws every name of the format', async () => {
    const icons = SCREEN_ICONS.map((name) => screenIcon(name));
    render(
      <>
        {icons.map((Icon, position) => (
          <Icon key={SCREEN_ICONS[position]} data-name={SCREEN_ICONS[position]} />
        ))}
      </>,
    );
    await screen.findByTestId('SchoolIcon');
    expect(document.querySelectorAll('svg[data-testid$="Icon"]')).toHaveLength(41);
  });
});
