// Types of app-queries.mjs for the TypeScript that reads the app's query list (tests).

export interface AppQuery {
  /** Who makes it: `web <query>` or `functions <callable> (what)`. */
  by: string;
  collection: string;
  /** A collection-group query. */
  group?: boolean;
  where?: [string, '==' | 'in' | 'array-contains' | '<' | '<=' | '>' | '>='][];
  orderBy?: [string, 'asc' | 'desc'][];
}

export const appQueries: AppQuery[];
export function structuredQuery(query: AppQuery): Record<string, unknown>;
