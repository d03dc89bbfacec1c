import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '#web/lib/i18n/catalogues';
import { I18nProvider } from '#web/lib/i18n/i18n-provider';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}

const COLUMNS: ReadonlyArray<DataTableColumn<Row>> = [
  { id: 'name', header: 'Name', cell: (row) => row.name, mobile: 'title' },
];
const ROWS: Row[] = Array.from({ length: 50 }, (_, index) => ({ id: index, name: `Row ${index}` }));

function table(label: string) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={ROWS}
      getRowKey={(row) => row.id}
      emptyMessage="-"
      pagination={{ offset: 50, limit: 50, total: 5000, onOffsetChange: vi.fn() }}
    />
  );
}

describe('DataTable pager', () => {
  it('says where the page is, with grouped numbers', () => {
    render(table('Users'), { wrapper: I18nProvider });
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(pages).toHaveTextContent('51–100 of 5,000');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('speaks German, with German numbers', async () => {
    const initial = { locale: 'de' as const, messages: await loadMessages('de') };
    render(<I18nProvider initial={initial}>{table('Benutzer')}</I18nProvider>);
    const pages = screen.getByRole('navigation', { name: 'Benutzer: Seiten' });
    expect(pages).toHaveTextContent('51–100 von 5.000');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
