export * from './users';
export * from './families';
export * from './cookbooks';
export * from './recipes';
export * from './planning';
export * from './meta';
export * from './idempotency';
export * from './images';
