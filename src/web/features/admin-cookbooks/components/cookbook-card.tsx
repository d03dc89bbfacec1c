import { useIntl } from 'react-intl';
import { BookOpen, CalendarDays, Globe, Lock, Pencil, Star, Trash2 } from 'lucide-react';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card';

/** One cookbook in the admin grid: name, description, badges, Edit and Delete. */
export function CookbookCard({
  cookbook,
  onEdit,
  onDelete,
}: {
  cookbook: Cookbook;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = `cookbook-${cookbook.id}-title`;
  const reasonId = `cookbook-${cookbook.id}-not-deletable`;
  const isDefault = cookbook.isDefaultFamilyCookbook;
  const intl = useIntl();
  return (
    <Card role="article" aria-labelledby={titleId} className="flex h-full min-w-0 flex-col">
      <CardHeader className="gap-2">
        <h2
          id={titleId}
          className="flex min-w-0 items-start gap-2 text-lg leading-tight font-semibold"
        >
          <BookOpen className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0 break-words">{cookbook.name}</span>
        </h2>
        {cookbook.description ? (
          <p className="line-clamp-3 text-sm break-words text-muted-foreground">
            {cookbook.description}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground italic">
            {intl.formatMessage({ id: 'adminCookbooks.card.noDescription' })}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex flex-wrap gap-1.5">
          {isDefault && (
            <Badge variant="accent">
              <Star className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'adminCookbooks.card.default' })}
            </Badge>
          )}
          {cookbook.isPublic ? (
            <Badge variant="default">
              <Globe className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'adminCookbooks.card.public' })}
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Lock className="size-3" aria-hidden="true" />
              {intl.formatMessage({ id: 'adminCookbooks.card.private' })}
            </Badge>
          )}
          <Badge variant="outline">
            <CalendarDays className="size-3" aria-hidden="true" />
            {intl.formatMessage(
              { id: 'adminCookbooks.card.created' },
              // 'Mar 5, 2024' in English, as date-fns's 'MMM d, yyyy' wrote it.
              { date: intl.formatDate(new Date(cookbook.createdAt), { dateStyle: 'medium' }) },
            )}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {intl.formatMessage(
            { id: 'adminCookbooks.card.recipeCount' },
            { count: cookbook.recipeCount },
          )}
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={onEdit}
          aria-label={intl.formatMessage(
            { id: 'adminCookbooks.card.editNamed' },
            { name: cookbook.name },
          )}
        >
          <Pencil aria-hidden="true" />
          {intl.formatMessage({ id: 'adminCookbooks.card.edit' })}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={isDefault}
          aria-label={intl.formatMessage(
            { id: 'adminCookbooks.card.deleteNamed' },
            { name: cookbook.name },
          )}
          aria-describedby={isDefault ? reasonId : undefined}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          {intl.formatMessage({ id: 'adminCookbooks.card.delete' })}
        </Button>
        {isDefault && (
          <p id={reasonId} className="basis-full text-xs text-muted-foreground">
            {intl.formatMessage({ id: 'adminCookbooks.card.notDeletable' })}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
