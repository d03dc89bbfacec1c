import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BatchStepper, MAX_BATCHES, MIN_BATCHES, useBatchCount } from './batch-stepper';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

function Stepper({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <BatchStepper value={value} onChange={setValue} />;
}

describe('BatchStepper', () => {
  it('goes from 1 to 5 and back, with minus disabled at 1 and plus at 5', async () => {
    render(<Stepper />, { wrapper: I18nProvider });
    const minus = screen.getByRole('button', { name: 'Decrease batches' });
    const plus = screen.getByRole('button', { name: 'Increase batches' });
    const count = screen.getByRole('status', { name: 'Batch count' });

    expect(count).toHaveTextContent('1x');
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();

    for (let n = 2; n <= 5; n++) {
      await userEvent.click(plus);
      expect(count).toHaveTextContent(`${n}x`);
    }
    expect(plus).toBeDisabled();
    expect(minus).toBeEnabled();

    await userEvent.click(minus);
    expect(count).toHaveTextContent('4x');
    expect(plus).toBeEnabled();
  });

  it('is labelled as a group', () => {
    render(<Stepper />, { wrapper: I18nProvider });
    expect(screen.getByRole('group', { name: 'Batches' })).toBeInTheDocument();
  });
});

describe('useBatchCount', () => {
  it('starts at 1 and clamps to 1..5', () => {
    const { result } = renderHook(() => useBatchCount(1));
    expect(result.current[0]).toBe(MIN_BATCHES);
    act(() => result.current[1](9));
    expect(result.current[0]).toBe(MAX_BATCHES);
    act(() => result.current[1](0));
    expect(result.current[0]).toBe(MIN_BATCHES);
  });

  it('resets to 1 when another recipe loads, and keeps the count for the same recipe', () => {
    const initialProps: { id: number | undefined } = { id: 1 };
    const { result, rerender } = renderHook(({ id }) => useBatchCount(id), { initialProps });
    act(() => result.current[1](3));
    rerender({ id: 1 });
    expect(result.current[0]).toBe(3);
    rerender({ id: 2 });
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](4));
    rerender({ id: undefined });
    expect(result.current[0]).toBe(1);
  });
});
