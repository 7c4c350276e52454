export * from './envelope';
export * from './system';
export * from './content';
export * from './games';
export * from './member';
export * from './points';
export * from './agent';
export * from './identity';
