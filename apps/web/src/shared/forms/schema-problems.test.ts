import { describe, expect, it } from 'vitest';
import { actions } from '@app/contracts/registry';
import { schemaProblemsOf } from './schema-problems.ts';

describe('schemaProblemsOf', () => {
  it('gives the first message key of each field, as the server would', () => {
    expect(schemaProblemsOf(actions.login.request, { username: ' ', password: '' })).toEqual({
      username: 'validation.required',
      password: 'validation.required',
    });
    expect(
      schemaProblemsOf(actions.changepassword.request, {
        oldpass: 'old-secret',
        newpass: 'Brand-new-2026',
        confpass: 'Brand-new-2027',
      }),
    ).toEqual({ confpass: 'validation.password.mismatch' });
    expect(schemaProblemsOf(actions.login.request, { username: 'mario', password: 'x' })).toEqual(
      {},
    );
  });
});
