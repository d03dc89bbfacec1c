import { BookHeart, CalendarDays, ShoppingCart, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Logo } from '#web/components/layout/logo';
import type { MessageId } from '#web/lib/i18n/catalogues';

const FEATURES = [
  {
    icon: BookHeart,
    titleId: 'auth.marketing.recipes.title',
    textId: 'auth.marketing.recipes.text',
  },
  {
    icon: CalendarDays,
    titleId: 'auth.marketing.planning.title',
    textId: 'auth.marketing.planning.text',
  },
  {
    icon: ShoppingCart,
    titleId: 'auth.marketing.shopping.title',
    textId: 'auth.marketing.shopping.text',
  },
  {
    icon: Users,
    titleId: 'auth.marketing.sharing.title',
    textId: 'auth.marketing.sharing.text',
  },
] as const satisfies ReadonlyArray<{ icon: unknown; titleId: MessageId; textId: MessageId }>;

/** The "why" column of the login page. */
export function LoginMarketing() {
  const intl = useIntl();
  return (
    <section aria-labelledby="login-marketing-title" className="flex flex-col gap-6">
      <Logo nameClassName="text-2xl" />
      <div>
        <h2
          id="login-marketing-title"
          className="font-display text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
        >
          {intl.formatMessage({ id: 'auth.marketing.title' })}
        </h2>
        <p className="mt-3 max-w-prose text-base text-muted-foreground">
          {intl.formatMessage({ id: 'auth.marketing.description' })}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, titleId, textId }) => (
          <li key={titleId} className="flex gap-3 rounded-xl border bg-card/70 p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{intl.formatMessage({ id: titleId })}</span>
              <span className="block text-sm text-muted-foreground">
                {intl.formatMessage({ id: textId })}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
