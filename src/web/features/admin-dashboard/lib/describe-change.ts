import type { AuditEntry } from '#shared/admin/audit.schemas';

/** A readable line for one audit entry: what happened, and what changed (before → after). */
export interface ChangeSummary {
  /** e.g. 'Renamed family "The Parkers"'. */
  title: string;
  /** e.g. ['name: "The Parkers" → "The Parker Clan"']; at most MAX_DETAILS lines. */
  details: string[];
}

export const MAX_DETAILS = 6;
const MAX_VALUE_LENGTH = 60;

const VERBS: Record<string, string> = {
  create: 'Created',
  add: 'Added',
  assign: 'Assigned',
  update: 'Updated',
  rename: 'Renamed',
  change: 'Changed',
  delete: 'Deleted',
  remove: 'Removed',
  link: 'Linked',
  unlink: 'Unlinked',
  default_cookbook: 'Changed the default cookbook of',
  set_family: 'Changed the family of',
  set_admin: 'Changed the admin flag of',
};

const ENTITY_LABELS: Record<string, string> = {
  family_cookbook: 'cookbook access',
  membership: 'membership',
  role: 'role',
  user: 'user',
  family: 'family',
  cookbook: 'cookbook',
};

/** Keys that identify rather than describe: left out of the details. */
const IGNORED_KEYS = new Set(['id', 'createdAt', 'updatedAt']);

type Fields = Record<string, unknown>;

function asFields(value: unknown): Fields | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Fields)
    : null;
}

function humanize(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** 'isPublic' → 'public', 'cookbookId' → 'cookbook id'. */
export function fieldLabel(key: string): string {
  return humanize(key).replace(/^is /, '');
}

function cap(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return `"${cap(value)}"`;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return cap(`[${value.map(formatValue).join(', ')}]`);
  const fields = asFields(value);
  if (fields) {
    const parts = Object.entries(fields).map(
      ([key, inner]) => `${fieldLabel(key)}: ${formatValue(inner)}`,
    );
    return cap(`{${parts.join(', ')}}`);
  }
  return cap(JSON.stringify(value) ?? typeof value);
}

/** The name the entity goes by in either state, quoted, or its id. */
function entityName(entry: AuditEntry): string {
  for (const state of [asFields(entry.after), asFields(entry.before)]) {
    for (const key of ['name', 'title', 'userName', 'email', 'familyName', 'cookbookName']) {
      const value = state?.[key];
      if (typeof value === 'string' && value.trim()) return `"${cap(value)}"`;
    }
  }
  return `#${entry.entityId}`;
}

function describedKeys(...states: Array<Fields | null>): string[] {
  const keys = new Set<string>();
  for (const state of states) for (const key of Object.keys(state ?? {})) keys.add(key);
  return [...keys].filter((key) => !IGNORED_KEYS.has(key));
}

function limit(lines: string[]): string[] {
  if (lines.length <= MAX_DETAILS) return lines;
  return [...lines.slice(0, MAX_DETAILS - 1), `and ${lines.length - (MAX_DETAILS - 1)} more`];
}

/** What the before and after states say, one line per field that matters. */
function describeStates(before: unknown, after: unknown): string[] {
  const was = asFields(before);
  const now = asFields(after);
  if (was && now) {
    return describedKeys(was, now)
      .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
      .map((key) => `${fieldLabel(key)}: ${formatValue(was[key])} → ${formatValue(now[key])}`);
  }
  if (now) return describedKeys(now).map((key) => `${fieldLabel(key)}: ${formatValue(now[key])}`);
  if (was)
    return describedKeys(was).map((key) => `${fieldLabel(key)} was ${formatValue(was[key])}`);
  // Plain values (not objects) on either side.
  if (before !== null && before !== undefined && after !== null && after !== undefined) {
    return [`${formatValue(before)} → ${formatValue(after)}`];
  }
  if (after !== null && after !== undefined) return [formatValue(after)];
  if (before !== null && before !== undefined) return [`was ${formatValue(before)}`];
  return [];
}

/** A family-cookbook link names both ends: 'Linked cookbook #5 to family #3'. */
function linkTitle(entry: AuditEntry): string | null {
  const link = asFields(entry.after) ?? asFields(entry.before);
  const ends = `cookbook #${formatValue(link?.cookbookId)}`;
  const family = `family #${formatValue(link?.familyId)}`;
  if (entry.action === 'family_cookbook.link') return `Linked ${ends} to ${family}`;
  if (entry.action === 'family_cookbook.unlink') return `Unlinked ${ends} from ${family}`;
  return null;
}

export function describeChange(entry: AuditEntry): ChangeSummary {
  const details = limit(describeStates(entry.before, entry.after));
  const special = linkTitle(entry);
  if (special) return { title: special, details };
  const [entityPart, ...rest] = entry.action.split('.');
  const verbKey = rest.join('.') || entityPart || entry.action;
  const verb = VERBS[verbKey];
  const entity = ENTITY_LABELS[entry.entity] ?? humanize(entry.entity);
  const title = verb
    ? `${verb} ${entity} ${entityName(entry)}`
    : `${humanize(entry.action).replace(/^./, (c) => c.toUpperCase())} ${entityName(entry)}`;
  return { title, details };
}
