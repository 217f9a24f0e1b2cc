/**
 * A figure's goal (issue 35's table) and whether this run met it: the table's last column, so that
 * a run says itself which goals hold on the machine it ran on.
 */
export function goal(text: string, met: boolean): string {
  return `${met ? 'met' : 'NOT met'}: ${text}`;
}

/** The goals that depend on the database: PostgreSQL's, or the embedded default's. */
export const isPostgres = (database: string) => database === 'PostgreSQL';
