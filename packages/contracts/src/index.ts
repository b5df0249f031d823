export * from './auth';
export * from './configuration';
export * from './constants';
export * from './envelope';
export * from './errors';
export * from './events';
export * from './permissions';
