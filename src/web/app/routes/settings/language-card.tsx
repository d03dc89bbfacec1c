import { useIntl } from 'react-intl';
import { isLocale, localeName, SUPPORTED_LOCALES } from '#shared/i18n/locales';
import { isMeasurementSystem, MEASUREMENT_SYSTEMS } from '#shared/measures/measurement-system';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { DeferredSelect } from '#web/components/ui/deferred-select';
import type { MessageId } from '#web/lib/i18n/catalogues';
import { useLanguage } from '#web/lib/i18n/i18n-provider';
import { usePreferences } from '#web/lib/session/preferences';
import { useUpdatePreferences } from '#web/lib/session/update-preferences';
import { toast } from '#web/lib/use-toast';

const MEASURE_LABELS = {
  asWritten: 'settings.language.measures.asWritten',
  metric: 'settings.language.measures.metric',
  usCustomary: 'settings.language.measures.usCustomary',
} as const satisfies Record<(typeof MEASUREMENT_SYSTEMS)[number], MessageId>;

/**
 * Language and measures, saved on the user so they follow to the family's other devices. The
 * language switches at once, before the server has answered.
 */
export function LanguageCard() {
  const intl = useIntl();
  const { locale, setLocale } = useLanguage();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const saveFailed = () =>
    toast({
      title: intl.formatMessage({ id: 'settings.language.saveFailed' }),
      variant: 'destructive',
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'settings.language.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'settings.language.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-2">
        <div className="grid gap-2">
          <p id="language-label" className="text-base font-medium sm:text-sm">
            {intl.formatMessage({ id: 'settings.language.language' })}
          </p>
          <DeferredSelect
            aria-label={intl.formatMessage({ id: 'settings.language.language' })}
            value={locale}
            options={SUPPORTED_LOCALES.map((value) => ({ value, label: localeName(value) }))}
            onValueChange={(value) => {
              if (!isLocale(value)) return;
              void setLocale(value);
              update.mutate({ language: value }, { onError: saveFailed });
            }}
          />
        </div>
        <div className="grid gap-2">
          <p className="text-base font-medium sm:text-sm">
            {intl.formatMessage({ id: 'settings.language.measures' })}
          </p>
          <DeferredSelect
            aria-label={intl.formatMessage({ id: 'settings.language.measures' })}
            value={preferences.data?.measurementSystem ?? 'asWritten'}
            options={MEASUREMENT_SYSTEMS.map((value) => ({
              value,
              label: intl.formatMessage({ id: MEASURE_LABELS[value] }),
            }))}
            onValueChange={(value) => {
              if (isMeasurementSystem(value)) {
                update.mutate({ measurementSystem: value }, { onError: saveFailed });
              }
            }}
          />
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'settings.language.measuresDescription' })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
