import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFamily } from '#shared/admin/families.schemas';
import { families } from '#web/features/admin-people/test-fixtures';
import { initialLanguage } from '#web/lib/i18n/catalogues';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { FamiliesTable } from './families-table';

function renderTable(rows: AdminFamily[] = families) {
  const actions = {
    onEdit: vi.fn(),
    onCookbooks: vi.fn(),
    onMembers: vi.fn(),
    onDefaultCookbook: vi.fn(),
  };
  render(<FamiliesTable families={rows} {...actions} />, { wrapper: I18nProvider });
  return actions;
}

describe('FamiliesTable', () => {
  it('shows Name, Created, Default Cookbook, Members and Cookbooks per family', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Families' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Created', 'Default Cookbook', 'Members', 'Cookbooks', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0]!).getAllByRole('cell');
    // Phones label each field in the cell; the label is hidden from screen readers.
    expect(cells.map((cell) => cell.textContent)).toEqual([
      'The Garcias',
      'CreatedJan 1, 2024',
      'Default CookbookGarcia Kitchen',
      'Members2',
      'Cookbooks2',
      'EditCookbooksMembers',
    ]);
  });

  it("opens each dialog for the row's family", async () => {
    const actions = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Edit The Bakers' }));
    expect(actions.onEdit).toHaveBeenCalledWith(families[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Cookbook access of The Garcias' }));
    expect(actions.onCookbooks).toHaveBeenCalledWith(families[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Members of The Bakers' }));
    expect(actions.onMembers).toHaveBeenCalledWith(families[1]);
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Change default cookbook of The Garcias (now Garcia Kitchen)',
      }),
    );
    expect(actions.onDefaultCookbook).toHaveBeenCalledWith(families[0]);
  });

  it('says so when no family matches', () => {
    renderTable([]);
    expect(screen.getByText('No families match.')).toBeInTheDocument();
  });

  it('pages a long list: which rows of how many, Previous and Next', async () => {
    const onOffsetChange = vi.fn();
    const { rerender } = render(
      <FamiliesTable
        families={families}
        onEdit={vi.fn()}
        onCookbooks={vi.fn()}
        onMembers={vi.fn()}
        onDefaultCookbook={vi.fn()}
        pagination={{ offset: 0, limit: 2, total: 5, onOffsetChange }}
      />,
      { wrapper: I18nProvider },
    );
    const pages = screen.getByRole('navigation', { name: 'Families pages' });
    expect(pages).toHaveTextContent('1–2 of 5');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(onOffsetChange).toHaveBeenCalledWith(2);

    rerender(
      <FamiliesTable
        families={[families[0]!]}
        onEdit={vi.fn()}
        onCookbooks={vi.fn()}
        onMembers={vi.fn()}
        onDefaultCookbook={vi.fn()}
        pagination={{ offset: 4, limit: 2, total: 5, onOffsetChange }}
      />,
    );
    expect(pages).toHaveTextContent('5–5 of 5');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(onOffsetChange).toHaveBeenLastCalledWith(2);
  });

  it('shows no pager when the whole list fits on one page', () => {
    render(
      <FamiliesTable
        families={families}
        onEdit={vi.fn()}
        onCookbooks={vi.fn()}
        onMembers={vi.fn()}
        onDefaultCookbook={vi.fn()}
        pagination={{ offset: 0, limit: 50, total: 2, onOffsetChange: vi.fn() }}
      />,
      { wrapper: I18nProvider },
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks German: headers, the created date and the actions', async () => {
    const german = await initialLanguage('de');
    render(
      <I18nProvider initial={german}>
        <FamiliesTable
          families={families}
          onEdit={vi.fn()}
          onCookbooks={vi.fn()}
          onMembers={vi.fn()}
          onDefaultCookbook={vi.fn()}
        />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Familien' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Erstellt', 'Standard-Kochbuch', 'Mitglieder', 'Kochbücher', 'Aktionen']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1. Jan. 2024');
    expect(within(table).getByRole('button', { name: 'The Garcias bearbeiten' })).toHaveTextContent(
      'Bearbeiten',
    );
  });
});
