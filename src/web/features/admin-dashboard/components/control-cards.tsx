import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  ArrowRight,
  FileArchive,
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
import type { MessageId } from '#web/lib/i18n/catalogues';
import { BackupCard } from './backup-card';

const CONTROLS: ReadonlyArray<{
  titleId: MessageId;
  descriptionId: MessageId;
  to: string;
  actionId: MessageId;
  icon: LucideIcon;
}> = [
  {
    titleId: 'adminDashboard.controls.cookbooks.title',
    descriptionId: 'adminDashboard.controls.cookbooks.description',
    to: '/admin/cookbooks',
    actionId: 'adminDashboard.controls.cookbooks.action',
    icon: Library,
  },
  {
    titleId: 'adminDashboard.controls.roles.title',
    descriptionId: 'adminDashboard.controls.roles.description',
    to: '/admin/roles',
    actionId: 'adminDashboard.controls.roles.action',
    icon: ShieldCheck,
  },
  {
    titleId: 'adminDashboard.controls.users.title',
    descriptionId: 'adminDashboard.controls.users.description',
    to: '/admin/users',
    actionId: 'adminDashboard.controls.users.action',
    icon: Users,
  },
  {
    titleId: 'adminDashboard.controls.userFamilies.title',
    descriptionId: 'adminDashboard.controls.userFamilies.description',
    to: '/admin/user-families',
    actionId: 'adminDashboard.controls.userFamilies.action',
    icon: UserCog,
  },
  {
    titleId: 'adminDashboard.controls.families.title',
    descriptionId: 'adminDashboard.controls.families.description',
    to: '/admin/families',
    actionId: 'adminDashboard.controls.families.action',
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

/** Links to every admin page, and the three import pages (product rule: admin-dashboard). */
export function ControlCards() {
  const intl = useIntl();
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'adminDashboard.controls.label' })}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      {CONTROLS.map(({ actionId, to, titleId, descriptionId, icon }) => (
        <li key={to} className="min-w-0">
          <ControlCard
            title={intl.formatMessage({ id: titleId })}
            description={intl.formatMessage({ id: descriptionId })}
            icon={icon}
          >
            <Button asChild variant="outline" size="sm">
              <Link to={to}>
                {intl.formatMessage({ id: actionId })}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </ControlCard>
        </li>
      ))}
      <li className="min-w-0">
        <ControlCard
          title={intl.formatMessage({ id: 'adminDashboard.controls.import.title' })}
          description={intl.formatMessage({ id: 'adminDashboard.controls.import.description' })}
          icon={Import}
        >
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/import">
              <Globe aria-hidden="true" />
              {intl.formatMessage({ id: 'adminDashboard.controls.import.fromWebsite' })}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/import-text">
              <FileText aria-hidden="true" />
              {intl.formatMessage({ id: 'adminDashboard.controls.import.fromText' })}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/admin/import-app">
              <FileArchive aria-hidden="true" />
              {intl.formatMessage({ id: 'adminDashboard.controls.import.fromApp' })}
            </Link>
          </Button>
        </ControlCard>
      </li>
      <BackupCard />
    </ul>
  );
}
