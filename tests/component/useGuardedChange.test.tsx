import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../../src/common/notifications';
import { useGuardedChange } from '../../src/common/useGuardedChange';

function setUp() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => useGuardedChange(), { wrapper });
  return { result, invalidate };
}

const texts = { success: { title: 'Horario borrado', content: 'El horario del día se ha borrado correctamente' }, errorTitle: 'Error al eliminar el horario' };

describe('useGuardedChange', () => {
  it('runs one change at a time: a second one while the first runs is ignored and answers false', async () => {
    const { result } = setUp();
    let finish = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = vi.fn(async () => undefined);
    let firstDone: Promise<boolean> = Promise.resolve(false);
    act(() => {
      firstDone = result.current.run(first, { ...texts, stale: [] });
    });
    expect(result.current.pending).toBe(true);
    await act(async () => expect(await result.current.run(second, { ...texts, stale: [] })).toBe(false));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      expect(await firstDone).toBe(true);
    });
    expect(result.current.pending).toBe(false);
  });

  it('notifies a success and asks again for the reads it made stale', async () => {
    const { result, invalidate } = setUp();
    await act(async () => expect(await result.current.run(async () => undefined, { ...texts, stale: [['horarios'], ['pagos', 'getList']] })).toBe(true));
    expect(notifications.current()).toMatchObject({ type: 'success', title: 'Horario borrado', content: 'El horario del día se ha borrado correctamente' });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['horarios'], ['pagos', 'getList']]);
  });

  it('notifies nothing when a change without success texts is done (a download), and still asks again for what it made stale', async () => {
    const { result, invalidate } = setUp();
    const published: unknown[] = [];
    const unsubscribe = notifications.subscribe((notification) => published.push(notification));
    await act(async () =>
      expect(await result.current.run(async () => undefined, { errorTitle: 'Error al descargar el documento', stale: [['documentos']] })).toBe(true),
    );
    unsubscribe();
    expect(published).toEqual([]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['documentos']]);
  });

  it("notifies a failure with the server's reason, tells the screen, and asks for nothing again", async () => {
    const { result, invalidate } = setUp();
    const onFailure = vi.fn();
    const refusal = new Error('El día ya tiene horario');
    await act(async () =>
      expect(await result.current.run(() => Promise.reject(refusal), { ...texts, stale: [['horarios']], onFailure })).toBe(false),
    );
    expect(notifications.current()).toMatchObject({ type: 'error', title: 'Error al eliminar el horario', content: 'El día ya tiene horario' });
    expect(onFailure).toHaveBeenCalledWith(refusal);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
