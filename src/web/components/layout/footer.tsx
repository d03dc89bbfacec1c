import { useIntl } from 'react-intl';

export function Footer() {
  const intl = useIntl();
  return (
    <footer className="border-t px-4 py-5 text-center text-xs text-muted-foreground sm:px-6 lg:px-8">
      <p>
        {intl.formatMessage(
          { id: 'layout.footer.text' },
          { year: intl.formatDate(new Date(), { year: 'numeric' }) },
        )}
      </p>
    </footer>
  );
}
