import {
  BookOpen,
  CalendarCheck,
  CalendarDays,
  Heart,
  House,
  Import,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Users,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Match the path exactly (for '/'). */
  end?: boolean;
}

/** Sidebar (product rule: sidebar). */
export const MAIN_NAV: readonly NavItem[] = [
  { label: 'Browse Recipes', to: '/', icon: BookOpen, end: true },
  { label: 'My Favorites', to: '/favorites', icon: Heart },
  { label: 'Meal Planning', to: '/meal-plan', icon: CalendarDays },
  { label: 'Shopping List', to: '/shopping-list', icon: ShoppingCart },
];

/** Sidebar Admin section, super admins only (product rule: sidebar). */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Cookbooks', to: '/admin/cookbooks', icon: Library },
  { label: 'User Roles', to: '/admin/roles', icon: ShieldCheck },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Families', to: '/admin/families', icon: House },
  { label: 'Import Recipe', to: '/admin/import', icon: Import },
];

/** Mobile bottom bar: exactly five tabs. */
export const BOTTOM_NAV: readonly NavItem[] = [
  { label: 'Recipes', to: '/', icon: BookOpen, end: true },
  { label: 'Favorites', to: '/favorites', icon: Heart },
  { label: 'Today', to: '/the-plan', icon: CalendarCheck },
  { label: 'Shopping', to: '/shopping-list', icon: ShoppingCart },
  { label: 'Settings', to: '/settings', icon: Settings },
];
