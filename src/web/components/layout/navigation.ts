import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  Heart,
  House,
  Import,
  LayoutDashboard,
  Refrigerator,
  Library,
  type LucideIcon,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Users,
} from 'lucide-react';
import type { MessageId } from '#web/lib/i18n/catalogues';

export interface NavItem {
  /** The entry's text, formatted by the component that shows it. */
  labelId: MessageId;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly (for '/'). */
  end?: boolean;
}

/** Sidebar (product rule: sidebar). */
export const MAIN_NAV: readonly NavItem[] = [
  { labelId: 'layout.nav.browseRecipes', to: '/', icon: BookOpen, end: true },
  { labelId: 'layout.nav.myFavorites', to: '/favorites', icon: Heart },
  { labelId: 'layout.nav.mealPlanning', to: '/meal-plan', icon: CalendarDays },
  { labelId: 'layout.nav.shoppingList', to: '/shopping-list', icon: ShoppingCart },
  { labelId: 'layout.nav.pantry', to: '/pantry', icon: Refrigerator },
];

/** Sidebar Admin section, super admins only (product rule: sidebar). */
export const ADMIN_NAV: readonly NavItem[] = [
  { labelId: 'layout.nav.dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { labelId: 'layout.nav.cookbooks', to: '/admin/cookbooks', icon: Library },
  { labelId: 'layout.nav.userRoles', to: '/admin/roles', icon: ShieldCheck },
  { labelId: 'layout.nav.users', to: '/admin/users', icon: Users },
  { labelId: 'layout.nav.families', to: '/admin/families', icon: House },
  { labelId: 'layout.nav.importRecipe', to: '/admin/import', icon: Import },
];

/** Mobile bottom bar: exactly five tabs. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { labelId: 'layout.nav.recipes', to: '/', icon: BookOpen, end: true },
  { labelId: 'layout.nav.favorites', to: '/favorites', icon: Heart },
  { labelId: 'layout.nav.today', to: '/the-plan', icon: CalendarCheck },
  { labelId: 'layout.nav.shopping', to: '/shopping-list', icon: ShoppingCart },
  { labelId: 'layout.nav.settings', to: '/settings', icon: Settings },
];
