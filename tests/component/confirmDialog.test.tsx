import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/common/ConfirmDialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  const view = render(<ConfirmDialog open onConfirm={onConfirm} onClose={onClose} {...props} />);
  return { onConfirm, onClose, view };
}

describe('ConfirmDialog', () => {
  it('shows the console defaults, named by its title and described by its content', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: '¿Estás seguro?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') as string);
    expect(description?.textContent).toBe('Esta operación no puede deshacerse');
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('shows the given texts', () => {
    renderDialog({ title: 'Confirmar borrado de lead', content: 'El lead desaparecerá del CRM.', confirmLabel: 'Borrar lead' });
    const dialog = screen.getByRole('dialog', { name: 'Confirmar borrado de lead' });
    expect(within(dialog).getByText('El lead desaparecerá del CRM.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Borrar lead' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByText('¿Estás seguro?')).toBeNull();
  });

  it("starts with the focus on 'Cancelar', so that Enter does not confirm", async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onConfirm from the confirm button and onClose from Cancelar and Escape', async () => {
    const user = userEvent.setup();
    const { onConfirm, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while pending disables both buttons, shows a spinner and cannot be closed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const { onConfirm, onClose } = renderDialog({ pending: true });
    const dialog = screen.getByRole('dialog', { name: '¿Estás seguro?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(cancel.disabled).toBe(true);
    expect(within(confirm).getByRole('progressbar')).toBeTruthy();

    await user.click(confirm);
    await user.click(cancel);
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '¿Estás seguro?' })).toBeTruthy();
  });

  it('shows nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
