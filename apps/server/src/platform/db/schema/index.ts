export * from './companies';
export * from './fields';
export * from './folders';
export * from './permissions';
export * from './projects';
export * from './schedules';
export * from './user-requests';
export * from './users';
