import { describe, expect, it } from 'vitest';
import { personNamed } from './participants-field.tsx';

const people = [
  { id: 1, name: 'Anna Neri', email: 'anna@example.com', department: 'Sales' },
  { id: 2, name: 'Luca Blu', email: null, department: null },
  { id: 3, name: 'Marco Rossi', email: 'marco.1@example.com', department: 'IT' },
  { id: 4, name: 'Marco Rossi', email: 'marco.2@example.com', department: 'HR' },
];

describe('personNamed', () => {
  it('picks the one person of a typed name, in any case and with spaces around', () => {
    expect(personNamed(people, '  anna neri ')?.email).toBe('anna@example.com');
    expect(personNamed(people, 'Luca Blu')?.id).toBe(2);
  });

  it('picks nobody for an unknown name or a name two people share', () => {
    expect(personNamed(people, 'Anna')).toBeUndefined();
    expect(personNamed(people, 'Marco Rossi')).toBeUndefined();
  });
});
