import { useIntl } from 'react-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { RadioGroup, RadioGroupItem } from '#web/components/ui/radio-group';
import {
  FONT_SIZE_OPTIONS,
  FONT_SIZE_PX,
  parseFontSize,
  useFontSize,
  useTheme,
} from '#web/lib/theme';
import { SwitchSetting } from './setting-row';

/** Shows each font size; letters, not words: the same in every language. */
const TYPE_SAMPLE = 'Aa';

export function AppearanceCard() {
  const { isDark, setDarkMode } = useTheme();
  const { fontSize, setFontSize } = useFontSize();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{intl.formatMessage({ id: 'settings.appearance.title' })}</CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'settings.appearance.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <SwitchSetting
          id="setting-dark-mode"
          label={intl.formatMessage({ id: 'settings.appearance.darkMode' })}
          description={intl.formatMessage({ id: 'settings.appearance.darkModeDescription' })}
          checked={isDark}
          onCheckedChange={setDarkMode}
        />
        <div className="grid gap-3">
          <p id="font-size-label" className="text-base font-medium sm:text-sm">
            {intl.formatMessage({ id: 'settings.appearance.fontSize' })}
          </p>
          <RadioGroup
            aria-labelledby="font-size-label"
            value={fontSize}
            onValueChange={(value) => setFontSize(parseFontSize(value))}
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
          >
            {FONT_SIZE_OPTIONS.map((option) => {
              const id = `font-size-${option.value}`;
              return (
                <label
                  key={option.value}
                  htmlFor={id}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border p-3 transition-colors hover:bg-secondary has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 dark:has-[[data-state=checked]]:bg-primary/10"
                >
                  <RadioGroupItem id={id} value={option.value} />
                  <span className="grid">
                    <span className="text-sm font-medium">
                      {intl.formatMessage({ id: option.labelId })}
                    </span>
                    <span
                      className="leading-none text-muted-foreground"
                      style={{ fontSize: `${FONT_SIZE_PX[option.value]}px` }}
                      aria-hidden="true"
                    >
                      {TYPE_SAMPLE}
                    </span>
                  </span>
                </label>
              );
            })}
          </RadioGroup>
        </div>
      </CardContent>
    </Card>
  );
}
