/** Seeded people (src/server/db/seed/demo-data.ts, DEMO_USERS). */
export const USERS = {
  superAdmin: { email: 'alex@example.com', name: 'Alex Parker', family: 'The Parkers' },
  editor: { email: 'jordan@example.com', name: 'Jordan Parker', family: 'The Parkers' },
  parkerMember: { email: 'lily@example.com', name: 'Lily Parker', family: 'The Parkers' },
  okaforMember: { email: 'ada@example.com', name: 'Ada Okafor', family: 'The Okafors' },
  twoFamilies: { email: 'grace@example.com', name: 'Grace Okafor', family: 'The Okafors' },
} as const;
