import { BookHeart, CalendarDays, ShoppingCart, Users } from 'lucide-react';
import { Logo } from '#web/components/layout/logo';

const FEATURES = [
  {
    icon: BookHeart,
    title: 'Recipe collection',
    text: "Keep grandma's classics and this week's discoveries in shared cookbooks.",
  },
  {
    icon: CalendarDays,
    title: 'Meal planning',
    text: 'Drag recipes onto a weekly calendar and see what is cooking today.',
  },
  {
    icon: ShoppingCart,
    title: 'Shopping lists',
    text: 'Turn the week’s plan into one tidy list, grouped by aisle.',
  },
  {
    icon: Users,
    title: 'Family sharing',
    text: 'Everyone in the family sees the same recipes, notes and plans.',
  },
];

/** The "why" column of the login page. */
export function LoginMarketing() {
  return (
    <section aria-labelledby="login-marketing-title" className="flex flex-col gap-6">
      <Logo nameClassName="text-2xl" />
      <div>
        <h2
          id="login-marketing-title"
          className="font-display text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl"
        >
          Your family’s recipes, plans and shopping — all in one cookbook.
        </h2>
        <p className="mt-3 max-w-prose text-base text-muted-foreground">
          Collect the dishes you love, plan the week together and never forget the onions again.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border bg-card/70 p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary dark:bg-primary/20">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
