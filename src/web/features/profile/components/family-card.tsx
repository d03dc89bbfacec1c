import { useIntl } from 'react-intl';
import { Shield, Users } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#web/components/ui/alert';
import { UserAvatar } from '#web/components/ui/avatar';
import { Badge } from '#web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Spinner } from '#web/components/ui/spinner';
import { useCurrentUser } from '#web/lib/auth';
import { useCurrentFamily } from '#web/lib/current-family';
import { errorMessage } from '#web/lib/i18n/error-message';
import { usePermissions } from '#web/lib/permissions';
import { useFamilyMembers } from '../api/family-members';
import { CalendarFeedSection } from './calendar-feed-section';
import { FamilyExportSection } from './family-export-section';
import { FamilyNameEditor } from './family-name-editor';

/**
 * My Family: the current family's name (editable by its admins), its members, the user's
 * calendar address for its meal plan, and the download of the family's recipes.
 */
export function FamilyCard() {
  const { currentFamily, isLoading } = useCurrentFamily();
  const { isFamilyAdmin } = usePermissions();
  const intl = useIntl();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Users className="size-5 text-primary" aria-hidden="true" />
          {intl.formatMessage({ id: 'profile.family.title' })}
        </CardTitle>
        <CardDescription>
          {intl.formatMessage({ id: 'profile.family.description' })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {isLoading ? (
          <Spinner label={intl.formatMessage({ id: 'profile.family.loading' })} />
        ) : currentFamily ? (
          <>
            <FamilyNameEditor
              key={currentFamily.id}
              familyId={currentFamily.id}
              name={currentFamily.name}
              canEdit={isFamilyAdmin}
            />
            <MemberList familyId={currentFamily.id} />
            <CalendarFeedSection key={`calendar-${currentFamily.id}`} familyId={currentFamily.id} />
            <FamilyExportSection familyId={currentFamily.id} />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            {intl.formatMessage({ id: 'profile.family.none' })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function MemberList({ familyId }: { familyId: number }) {
  const user = useCurrentUser();
  const members = useFamilyMembers(familyId);
  const intl = useIntl();
  if (members.isPending) {
    return <Spinner label={intl.formatMessage({ id: 'profile.family.loadingMembers' })} />;
  }
  if (members.isError) {
    return (
      <Alert variant="destructive">
        <div>
          <AlertTitle>{intl.formatMessage({ id: 'profile.family.membersError' })}</AlertTitle>
          <AlertDescription>{errorMessage(intl, members.error)}</AlertDescription>
        </div>
      </Alert>
    );
  }
  return (
    <ul
      aria-label={intl.formatMessage({ id: 'profile.family.members' })}
      className="divide-y rounded-lg border"
    >
      {members.data.map((member) => (
        <li key={member.membershipId} className="flex items-center gap-3 px-3 py-2.5">
          <UserAvatar name={member.name} picture={null} className="shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">
              {member.name}
              {member.id === user.id && (
                <span className="text-muted-foreground">
                  {intl.formatMessage({ id: 'profile.family.you' })}
                </span>
              )}
            </p>
            <p className="truncate text-xs text-muted-foreground">{member.email}</p>
          </div>
          {member.isFamilyAdmin && (
            <Badge variant="secondary" className="shrink-0">
              <Shield className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'profile.family.adminBadge' })}
            </Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
