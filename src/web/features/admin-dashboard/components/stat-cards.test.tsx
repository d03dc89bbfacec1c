import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '#web/test-support/test-utils';
import { serveDashboard } from '../test-fixtures';

describe('StatCards (admin dashboard counts)', () => {
  it('shows the four totals from /api/stats/{kind}/count', async () => {
    const { calls } = serveDashboard();
    renderApp('/admin');
    const totals = await screen.findByRole('list', { name: 'Totals' });
    const card = (name: string) => within(totals).getByRole('group', { name });
    expect(await within(card('Total Cookbooks')).findByText('4')).toBeInTheDocument();
    expect(await within(card('Users')).findByText((1234).toLocaleString())).toBeInTheDocument();
    expect(await within(card('Families')).findByText('2')).toBeInTheDocument();
    expect(await within(card('Recipes')).findByText('57')).toBeInTheDocument();
    expect(
      calls
        .map((c) => c.url)
        .filter((url) => url.startsWith('/api/stats/'))
        .sort(),
    ).toEqual([
      '/api/stats/cookbooks/count',
      '/api/stats/families/count',
      '/api/stats/recipes/count',
      '/api/stats/users/count',
    ]);
  });

  it('a count that fails says so on its own card; the others still show', async () => {
    serveDashboard({ 'GET /api/stats/users/count': { status: 500 } });
    renderApp('/admin');
    const totals = await screen.findByRole('list', { name: 'Totals' });
    expect(
      await within(within(totals).getByRole('group', { name: 'Users' })).findByText(
        'Could not load',
      ),
    ).toBeInTheDocument();
    expect(
      await within(within(totals).getByRole('group', { name: 'Recipes' })).findByText('57'),
    ).toBeInTheDocument();
  });
});
