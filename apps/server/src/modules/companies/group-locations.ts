import { AppError } from '../../lib/app-error.ts';

/**
 * The locations a call covers: absent, the active one; `all`, every location of the group the
 * caller belongs to; an id, that one when the caller belongs to it (otherwise `forbidden`).
 */
export function chosenLocationIds(
  locations: ReadonlyArray<{ id: number }>,
  activeId: number,
  choice: 'all' | number | undefined,
): number[] {
  if (choice === undefined) return [activeId];
  if (choice === 'all') return locations.map((location) => location.id);
  if (!locations.some((location) => location.id === choice)) throw new AppError('forbidden');
  return [choice];
}
