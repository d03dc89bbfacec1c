import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';
import { toast } from '#web/lib/use-toast';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

describe('<Toaster />', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows only the newest toast, with the icon chosen from its title', () => {
    render(<Toaster />, { wrapper: I18nProvider });
    act(() => {
      toast({ title: 'Recipe created', description: 'Pancakes is in the cookbook' });
    });
    expect(screen.getByText('Recipe created')).toBeInTheDocument();
    expect(screen.getByTestId('toast-icon-success')).toBeInTheDocument();

    act(() => {
      toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete recipe' });
    });
    expect(screen.queryByText('Recipe created')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to delete recipe')).toBeInTheDocument();
    expect(screen.getByTestId('toast-icon-error')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes a default toast after 3000 ms and a destructive one after 5000 ms', () => {
    render(<Toaster />, { wrapper: I18nProvider });
    act(() => {
      toast({ title: 'Added to favorites' });
    });
    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Added to favorites')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.queryByText('Added to favorites')).not.toBeInTheDocument();

    act(() => {
      toast({ variant: 'destructive', title: 'Failed to log out' });
    });
    act(() => {
      vi.advanceTimersByTime(4500);
    });
    expect(screen.getByText('Failed to log out')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Failed to log out')).not.toBeInTheDocument();
  });

  it('puts the viewport on the F8 hotkey', () => {
    render(<Toaster />, { wrapper: I18nProvider });
    expect(screen.getByRole('region', { name: /F8/ })).toBeInTheDocument();
  });
});
