const all = ['session'] as const;

/**
 * The query keys of the signed-in session: the user, their company and its profiles. Every key
 * starts with `sessionKeys.all`, so a change of membership refreshes the whole session at once.
 */
export const sessionKeys = {
  all,
  user: () => [...all, 'user'] as const,
  company: () => [...all, 'company'] as const,
  companyProfiles: () => [...all, 'company-profiles'] as const,
};
