/** How the product names a person everywhere: their full name, else their username. */
export function displayNameOf(person: {
  username: string | null;
  firstName: string | null;
  lastName: string | null;
}): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || (person.username ?? '');
}
