import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '#web/lib/use-toast';
import { DeferredSelect } from './deferred-select';
import { DeferredToaster } from './deferred-toaster';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

const OPTIONS = [
  { value: 'all', label: 'All Categories' },
  { value: 'Soups', label: 'Soups' },
  { value: 'Desserts', label: 'Desserts' },
];

describe('<DeferredSelect />', () => {
  it('shows the selected label on a closed combobox, then opens Radix Select when pressed', async () => {
    // jsdom has no scrollIntoView; Radix scrolls the selected option into view on open.
    Element.prototype.scrollIntoView = vi.fn();
    const onValueChange = vi.fn();
    render(
      <DeferredSelect
        aria-label="Filter by category"
        value="Soups"
        onValueChange={onValueChange}
        options={OPTIONS}
      />,
      { wrapper: I18nProvider },
    );
    const trigger = screen.getByRole('combobox', { name: 'Filter by category' });
    expect(trigger).toHaveTextContent('Soups');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Desserts' }));
    expect(onValueChange).toHaveBeenCalledWith('Desserts');
  });
});

describe('<DeferredToaster />', () => {
  it('loads the toast viewport at once when a toast is shown before the idle moment', async () => {
    render(<DeferredToaster />, { wrapper: I18nProvider });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    act(() => {
      toast({ title: 'Recipe hidden', description: 'Soup is now hidden from your family' });
    });
    // Well before the 1.5 s idle stand-in of jsdom (no requestIdleCallback).
    await waitFor(() => expect(screen.getByText('Recipe hidden')).toBeInTheDocument(), {
      timeout: 1000,
    });
    expect(screen.getByRole('region', { name: /Notification/ })).toBeInTheDocument();
  });
});
