import type { IntlShape } from 'react-intl';
import type { AuditEntry } from '#shared/admin/audit.schemas';
import type { MessageId } from '#web/lib/i18n/catalogues';

/**
 * Text for a person, not yet formatted (the component formats it in the reader's language with
 * `formatChangeText`):
 * - a string: shown as the data has it (a number, an id, a key the catalogue does not name);
 * - a catalogue message with its values (themselves change texts, or numbers);
 * - a list (`[a, b]`) or a record (`{label: value, ...}`) of change texts.
 */
export type ChangeText =
  | string
  | ChangeMessage
  | { items: ChangeText[] }
  | { fields: Array<{ label: ChangeText; value: ChangeText }> };

export interface ChangeMessage {
  id: MessageId;
  values?: Record<string, ChangeText | number>;
}

/** A readable line for one audit entry: what happened, and what changed (before → after). */
export interface ChangeSummary {
  /** e.g. 'Renamed family "The Parkers"'. */
  title: ChangeMessage;
  /** e.g. ['name: "The Parkers" → "The Parker Clan"']; at most MAX_DETAILS lines. */
  details: ChangeText[];
}

export const MAX_DETAILS = 6;
const MAX_VALUE_LENGTH = 60;

/** Each verb's title, with the entity's label and its name: 'Created {entity} {name}'. */
const VERBS: Record<string, MessageId> = {
  create: 'adminDashboard.change.created',
  add: 'adminDashboard.change.added',
  assign: 'adminDashboard.change.assigned',
  update: 'adminDashboard.change.updated',
  rename: 'adminDashboard.change.renamed',
  change: 'adminDashboard.change.changed',
  delete: 'adminDashboard.change.deleted',
  remove: 'adminDashboard.change.removed',
  link: 'adminDashboard.change.linked',
  unlink: 'adminDashboard.change.unlinked',
  default_cookbook: 'adminDashboard.change.defaultCookbook',
  set_family: 'adminDashboard.change.setFamily',
  set_admin: 'adminDashboard.change.setAdmin',
};

const ENTITY_LABELS: Record<string, MessageId> = {
  family_cookbook: 'adminDashboard.change.entity.familyCookbook',
  membership: 'adminDashboard.change.entity.membership',
  role: 'adminDashboard.change.entity.role',
  user: 'adminDashboard.change.entity.user',
  family: 'adminDashboard.change.entity.family',
  cookbook: 'adminDashboard.change.entity.cookbook',
};

/**
 * The labels of the fields the server records (src/server/modules/admin, cookbooks, families).
 * In English each is what `humanize` makes of the key; a key not named here shows that way in
 * every language.
 */
const FIELD_LABELS: Record<string, MessageId> = {
  name: 'adminDashboard.change.field.name',
  description: 'adminDashboard.change.field.description',
  email: 'adminDashboard.change.field.email',
  imageUrl: 'adminDashboard.change.field.imageUrl',
  isPublic: 'adminDashboard.change.field.public',
  isDefaultFamilyCookbook: 'adminDashboard.change.field.defaultFamilyCookbook',
  isDefault: 'adminDashboard.change.field.default',
  isAdmin: 'adminDashboard.change.field.admin',
  isSuperAdmin: 'adminDashboard.change.field.superAdmin',
  recipeCount: 'adminDashboard.change.field.recipeCount',
  defaultCookbookId: 'adminDashboard.change.field.defaultCookbookId',
  defaultCookbookName: 'adminDashboard.change.field.defaultCookbookName',
  linkedNow: 'adminDashboard.change.field.linkedNow',
  userId: 'adminDashboard.change.field.userId',
  familyId: 'adminDashboard.change.field.familyId',
  cookbookId: 'adminDashboard.change.field.cookbookId',
  role: 'adminDashboard.change.field.role',
  membership: 'adminDashboard.change.field.membership',
  memberships: 'adminDashboard.change.field.memberships',
  stagedItems: 'adminDashboard.change.field.stagedItems',
  removedStagedItems: 'adminDashboard.change.field.removedStagedItems',
};

/** Keys that identify rather than describe: left out of the details. */
const IGNORED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : null;
}

/** 'isPublic' → 'is public', 'family_cookbook.link' → 'family cookbook link'. */
export function humanize(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** 'isPublic' → 'public', 'cookbookId' → 'cookbook id' (in English). */
export function fieldLabel(key: string): ChangeText {
  const id = FIELD_LABELS[key];
  return id ? { id } : humanize(key).replace(/^is /, '');
}

export const FIELD_LABEL_KEYS = Object.keys(FIELD_LABELS);

function cap(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

export function formatValue(value: unknown): ChangeText {
  if (value === null || value === undefined) return { id: 'adminDashboard.change.value.none' };
  if (typeof value === 'string') {
    return { id: 'adminDashboard.change.value.quoted', values: { text: cap(value) } };
  }
  if (typeof value === 'boolean') {
    return { id: value ? 'adminDashboard.change.value.yes' : 'adminDashboard.change.value.no' };
  }
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return { items: value.map(formatValue) };
  const fields = asFields(value);
  if (fields) {
    return {
      fields: Object.entries(fields).map(([key, inner]) => ({
        label: fieldLabel(key),
        value: formatValue(inner),
      })),
    };
  }
  return cap(JSON.stringify(value) ?? typeof value);
}

/** The name the entity goes by in either state, quoted, or its id. */
function entityName(entry: AuditEntry): ChangeText {
  for (const state of [asFields(entry.after), asFields(entry.before)]) {
    for (const key of ['name', 'title', 'userName', 'email', 'familyName', 'cookbookName']) {
      const value = state?.[key];
      if (typeof value === 'string' && value.trim()) {
        return { id: 'adminDashboard.change.value.quoted', values: { text: cap(value) } };
      }
    }
  }
  return { id: 'adminDashboard.change.byId', values: { id: entry.entityId } };
}

function describedKeys(...states: Array<Fields | null>): string[] {
  const keys = new Set<string>();
  for (const state of states) for (const key of Object.keys(state ?? {})) keys.add(key);
  return [...keys].filter((key) => !IGNORED_KEYS.has(key));
}

function limit(lines: ChangeText[]): ChangeText[] {
  if (lines.length <= MAX_DETAILS) return lines;
  return [
    ...lines.slice(0, MAX_DETAILS - 1),
    { id: 'adminDashboard.change.more', values: { count: lines.length - (MAX_DETAILS - 1) } },
  ];
}

/** What the before and after states say, one line per field that matters. */
function describeStates(before: unknown, after: unknown): ChangeText[] {
  const was = asFields(before);
  const now = asFields(after);
  if (was && now) {
    return describedKeys(was, now)
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => ({
        id: 'adminDashboard.change.detail.changed',
        values: {
          field: fieldLabel(key),
          before: formatValue(was[key]),
          after: formatValue(now[key]),
        },
      }));
  }
  if (now) {
    return describedKeys(now).map((key) => ({
      id: 'adminDashboard.change.detail.set',
      values: { field: fieldLabel(key), value: formatValue(now[key]) },
    }));
  }
  if (was) {
    return describedKeys(was).map((key) => ({
      id: 'adminDashboard.change.detail.was',
      values: { field: fieldLabel(key), value: formatValue(was[key]) },
    }));
  }
  // Plain values (not objects) on either side.
  if (before !== null && before !== undefined && after !== null && after !== undefined) {
    return [
      {
        id: 'adminDashboard.change.detail.valueChanged',
        values: { before: formatValue(before), after: formatValue(after) },
      },
    ];
  }
  if (after !== null && after !== undefined) return [formatValue(after)];
  if (before !== null && before !== undefined) {
    return [
      { id: 'adminDashboard.change.detail.valueWas', values: { value: formatValue(before) } },
    ];
  }
  return [];
}

/** A family-cookbook link names both ends: 'Linked cookbook #5 to family #3'. */
function linkTitle(entry: AuditEntry): ChangeMessage | null {
  const link = asFields(entry.after) ?? asFields(entry.before);
  const values = {
    cookbookId: formatValue(link?.cookbookId),
    familyId: formatValue(link?.familyId),
  };
  if (entry.action === 'family_cookbook.link') return { id: 'adminDashboard.change.link', values };
  if (entry.action === 'family_cookbook.unlink') {
    return { id: 'adminDashboard.change.unlink', values };
  }
  return null;
}

export function describeChange(entry: AuditEntry): ChangeSummary {
  const details = limit(describeStates(entry.before, entry.after));
  const special = linkTitle(entry);
  if (special) return { title: special, details };
  const [entityPart, ...rest] = entry.action.split('.');
  const verbKey = rest.join('.') || entityPart || entry.action;
  const verb = VERBS[verbKey];
  const entityLabel = ENTITY_LABELS[entry.entity];
  const entity: ChangeText = entityLabel ? { id: entityLabel } : humanize(entry.entity);
  const name = entityName(entry);
  const title: ChangeMessage = verb
    ? { id: verb, values: { entity, name } }
    : {
        // An action the catalogue does not know: its words, as the server named it.
        id: 'adminDashboard.change.other',
        values: { action: humanize(entry.action).replace(/^./, (c) => c.toUpperCase()), name },
      };
  return { title, details };
}

/** A change text in the reader's language. */
export function formatChangeText(intl: IntlShape, text: ChangeText): string {
  if (typeof text === 'string') return text;
  if ('id' in text) {
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [
        name,
        typeof value === 'number' ? value : formatChangeText(intl, value),
      ]),
    );
    return intl.formatMessage({ id: text.id }, values);
  }
  // Lists and records keep a data notation, the same in every language.
  if ('items' in text)
    return cap(`[${text.items.map((item) => formatChangeText(intl, item)).join(', ')}]`);
  const parts = text.fields.map(
    ({ label, value }) => `${formatChangeText(intl, label)}: ${formatChangeText(intl, value)}`,
  );
  return cap(`{${parts.join(', ')}}`);
}
