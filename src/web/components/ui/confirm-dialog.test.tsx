import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './button';

describe('<ConfirmDialog />', () => {
  it('opens from its trigger, and confirming calls onConfirm and closes', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(
      <ConfirmDialog
        trigger={<Button>Clear Week</Button>}
        title="Clear this week?"
        description="Every meal will be removed."
        confirmLabel="Clear Week"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear Week' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Clear this week?' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Clear Week' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('held open by the caller: stays open on confirm when asked, and reports Cancel', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    const props = {
      open: true,
      onOpenChange,
      title: 'Recipe changed elsewhere',
      description: 'Reload it?',
      cancelLabel: 'Keep Editing',
      confirmVariant: 'default',
      keepOpenOnConfirm: true,
      onConfirm,
    } as const;
    const { rerender } = render(<ConfirmDialog {...props} confirmLabel="Reload Recipe" />);
    await user.click(screen.getByRole('button', { name: 'Reload Recipe' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Recipe changed elsewhere' })).toBeVisible();

    rerender(<ConfirmDialog {...props} confirmLabel="Reloading..." isConfirmDisabled />);
    expect(screen.getByRole('button', { name: 'Reloading...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
