import { useIntl } from 'react-intl';
import { Download } from 'lucide-react';
import { familyExportContracts } from '#shared/family-export/family-export.contracts';
import { Button } from '#web/components/ui/button';
import { urlOf } from '#web/lib/api-call';

/**
 * Export (docs/decisions/051-family-export.md): any member downloads the family's recipes as a
 * zip. A plain link the browser downloads itself: the server streams the file, so it never
 * passes through the page's memory.
 */
export function FamilyExportSection({ familyId }: { familyId: number }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="family-export-heading" className="grid gap-3 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="family-export-heading" className="flex items-center gap-2 font-semibold">
          <Download className="size-4 text-primary" aria-hidden="true" />
          {intl.formatMessage({ id: 'profile.export.title' })}
        </h3>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage({ id: 'profile.export.description' })}
        </p>
      </div>
      <div>
        <Button asChild variant="outline">
          <a href={urlOf(familyExportContracts.exportFamily, { familyId })} download>
            <Download aria-hidden="true" />
            {intl.formatMessage({ id: 'profile.export.download' })}
          </a>
        </Button>
      </div>
    </section>
  );
}
