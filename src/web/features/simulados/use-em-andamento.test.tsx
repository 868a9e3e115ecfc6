import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { writeEmAndamento } from '../../lib/simulados/em-andamento';
import { readEmAndamento } from '../../lib/simulados/em-andamento';
import { makeEmAndamento } from '../../lib/simulados/test-data';
import { useEmAndamento } from './use-em-andamento';

describe('useEmAndamento', () => {
  it('starts at once when nothing is in progress', () => {
    const { result } = renderHook(() => useEmAndamento('user-1'));
    const start = vi.fn();
    act(() => result.current.startOrAsk(start));
    expect(start).toHaveBeenCalledTimes(1);
    expect(result.current.dialogOpen).toBe(false);
  });

  it('never replaces a stored copy unasked, even one stored after the page read it (another tab)', async () => {
    const { result } = renderHook(() => useEmAndamento('user-1'));
    await waitFor(() => expect(result.current.dialogOpen).toBe(false));
    const stored = makeEmAndamento(3);
    writeEmAndamento('user-1', stored);
    expect(result.current.emAndamento).toBeNull();
    const start = vi.fn();
    act(() => result.current.startOrAsk(start));
    await waitFor(() => expect(result.current.dialogOpen).toBe(true));
    expect(result.current.emAndamento).toEqual(stored);
    expect(start).not.toHaveBeenCalled();
    expect(readEmAndamento('user-1')).toEqual(stored);

    // 'Novo Simulado' then drops the copy and goes on to start the new one.
    act(() => result.current.discard(start));
    expect(start).toHaveBeenCalledTimes(1);
    expect(readEmAndamento('user-1')).toBeNull();
    expect(result.current.dialogOpen).toBe(false);
  });

  it('offers a stored copy as soon as it is read, and closing the dialog keeps it', async () => {
    const stored = makeEmAndamento(3);
    writeEmAndamento('user-1', stored);
    const { result } = renderHook(() => useEmAndamento('user-1'));
    await waitFor(() => expect(result.current.dialogOpen).toBe(true));
    expect(result.current.emAndamento).toEqual(stored);
    act(() => result.current.onDialogOpenChange(false));
    expect(result.current.dialogOpen).toBe(false);
    const start = vi.fn();
    act(() => result.current.discard(start));
    // Closed by hand, not by 'Iniciar Simulado': dropping the copy starts nothing.
    expect(start).not.toHaveBeenCalled();
  });
});
