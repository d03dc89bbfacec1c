import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * "table"."column" for raw SQL fragments. Drizzle leaves column names unqualified in a
 * single-table select, which breaks correlated subqueries that mention several tables.
 */
export function qualified(column: Column) {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * A prepared statement built once per database handle, for queries that run on every request:
 * Drizzle then skips building the SQL each time. `build` must only use `sql.placeholder`s.
 */
export function preparedPerDatabase<Db extends object, Query>(build: (db: Db) => Query) {
  const prepared = new WeakMap<Db, Query>();
  return (db: Db): Query => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
