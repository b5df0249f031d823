export * from './companies';
export * from './fields';
export * from './permissions';
export * from './user-requests';
export * from './users';
