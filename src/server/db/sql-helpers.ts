import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * "table"."column" for raw SQL fragments. Drizzle leaves column names unqualified in a
 * single-table select, which breaks correlated subqueries that mention several tables.
 */
export function qualified(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
