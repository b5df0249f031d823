export * from './companies';
export * from './fields';
export * from './permissions';
export * from './users';
