import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';

/** A dialog listing items, each removed at once on confirming: its button goes with it. */
function RemovableItems() {
  const [items, setItems] = useState(['Alex']);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Dialog open>
      <DialogContent>
        <DialogTitle>Family Members</DialogTitle>
        <DialogDescription>Who is in the family.</DialogDescription>
        {items.length === 0 ? (
          <p>This family has no members.</p>
        ) : (
          items.map((item) => (
            <Button key={item} onClick={() => setConfirming(item)}>
              Remove {item}
            </Button>
          ))
        )}
        <ConfirmDialog
          open={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title="Remove member?"
          description="They leave the family."
          confirmLabel="Remove"
          onConfirm={() => {
            setItems((all) => all.filter((item) => item !== confirming));
            setConfirming(null);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

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
      { wrapper: I18nProvider },
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
    const { rerender } = render(<ConfirmDialog {...props} confirmLabel="Reload Recipe" />, {
      wrapper: I18nProvider,
    });
    await user.click(screen.getByRole('button', { name: 'Reload Recipe' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Recipe changed elsewhere' })).toBeVisible();

    rerender(<ConfirmDialog {...props} confirmLabel="Reloading..." isConfirmDisabled />);
    expect(screen.getByRole('button', { name: 'Reloading...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('confirming away the button that opened it leaves focus in the dialog around, not on the page', async () => {
    const user = userEvent.setup();
    render(<RemovableItems />, { wrapper: I18nProvider });
    await user.click(screen.getByRole('button', { name: 'Remove Alex' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove member?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('This family has no members.')).toBeInTheDocument();
    // Escape and Tab must still reach the members dialog: focus may not fall to the body.
    expect(screen.getByRole('dialog', { name: 'Family Members' })).toContainElement(
      document.activeElement as HTMLElement,
    );
  });
});
