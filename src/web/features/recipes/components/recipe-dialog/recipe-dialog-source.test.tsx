import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDialog, serve } from '#web/test-support/recipe-dialog-helpers';

describe('RecipeDialog source link', () => {
  it("links an imported recipe's site as 'Source: example.com', without opener or referrer", async () => {
    serve({ sourceUrl: 'https://www.example.com/recipes/pancakes?ref=1' });
    const { dialog } = await openDialog();
    const link = within(dialog).getByRole('link', { name: 'example.com' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/recipes/pancakes?ref=1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.closest('p')).toHaveTextContent('Source: example.com');
  });

  it('shows no source for recipes written here, nor for an address that is not http(s)', async () => {
    serve({ sourceUrl: null });
    const first = await openDialog();
    expect(within(first.dialog).queryByText(/^Source:/)).not.toBeInTheDocument();
    first.unmount();
    serve({ sourceUrl: 'javascript:alert(1)' });
    const second = await openDialog();
    expect(within(second.dialog).queryByText(/^Source:/)).not.toBeInTheDocument();
  });
});
