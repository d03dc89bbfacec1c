/** The cache keys of imports from other apps: a family's recent ones, and one job. */
export const appImportsQueryRoot = ['app-imports'] as const;
export const familyAppImportsQueryKey = (familyId: number) =>
  [...appImportsQueryRoot, 'family', familyId] as const;
export const appImportJobQueryKey = (id: number) => [...appImportsQueryRoot, 'job', id] as const;
