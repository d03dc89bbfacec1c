import { format } from 'date-fns';
import { BookOpen, CalendarDays, Globe, Lock, Pencil, Star, Trash2 } from 'lucide-react';
import type { Cookbook } from '#shared/cookbooks/cookbooks.schemas';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '#web/components/ui/card';

export const DEFAULT_NOT_DELETABLE_REASON = "A family's default cookbook can't be deleted.";

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
          <p className="text-sm text-muted-foreground italic">No description</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex flex-wrap gap-1.5">
          {isDefault && (
            <Badge variant="accent">
              <Star className="size-3" aria-hidden="true" />
              Default Family Cookbook
            </Badge>
          )}
          {cookbook.isPublic ? (
            <Badge variant="default">
              <Globe className="size-3" aria-hidden="true" />
              Public
            </Badge>
          ) : (
            <Badge variant="secondary">
              <Lock className="size-3" aria-hidden="true" />
              Private
            </Badge>
          )}
          <Badge variant="outline">
            <CalendarDays className="size-3" aria-hidden="true" />
            Created {format(new Date(cookbook.createdAt), 'MMM d, yyyy')}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {cookbook.recipeCount === 1 ? '1 recipe' : `${cookbook.recipeCount} recipes`}
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${cookbook.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={isDefault}
          aria-label={`Delete ${cookbook.name}`}
          aria-describedby={isDefault ? reasonId : undefined}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
        {isDefault && (
          <p id={reasonId} className="basis-full text-xs text-muted-foreground">
            {DEFAULT_NOT_DELETABLE_REASON}
          </p>
        )}
      </CardFooter>
    </Card>
  );
}
