import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrowRight,
  FileText,
  Globe,
  House,
  Import,
  Library,
  type LucideIcon,
  ShieldCheck,
  UserCog,
  Users,
} from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';

const CONTROLS: ReadonlyArray<{
  title: string;
  description: string;
  to: string;
  action: string;
  icon: LucideIcon;
}> = [
  {
    title: 'Cookbooks',
    description: 'Create, rename and delete cookbooks; choose which are public.',
    to: '/admin/cookbooks',
    action: 'Manage Cookbooks',
    icon: Library,
  },
  {
    title: 'User Roles',
    description: 'Make someone a super admin or the editor of a cookbook.',
    to: '/admin/roles',
    action: 'Manage Roles',
    icon: ShieldCheck,
  },
  {
    title: 'Users',
    description: 'Add people, edit their details and family admin rights.',
    to: '/admin/users',
    action: 'Manage Users',
    icon: Users,
  },
  {
    title: 'User Families',
    description: 'See who belongs to which family and move them.',
    to: '/admin/user-families',
    action: 'Manage Memberships',
    icon: UserCog,
  },
  {
    title: 'Families',
    description: 'Create families, share cookbooks with them, set their default.',
    to: '/admin/families',
    action: 'Manage Families',
    icon: House,
  },
];

function ControlCard({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Card className="flex h-full flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-wrap gap-2">{children}</CardContent>
    </Card>
  );
}

/** Links to every admin page, and the two import pages (product rule: admin-dashboard). */
export function ControlCards() {
  return (
    <ul aria-label="Administration" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CONTROLS.map(({ action, to, ...card }) => (
        <li key={to} className="min-w-0">
          <ControlCard {...card}>
            <Button asChild variant="outline" size="sm">
              <Link to={to}>
                {action}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </ControlCard>
        </li>
      ))}
      <li className="min-w-0">
        <ControlCard
          title="Import Recipes"
          description="Bring a recipe in from a web page or from pasted text."
          icon={Import}
        >
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/import">
              <Globe aria-hidden="true" />
              From Website
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/import-text">
              <FileText aria-hidden="true" />
              From Text
            </Link>
          </Button>
        </ControlCard>
      </li>
    </ul>
  );
}
