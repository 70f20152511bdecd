export * from './engine';
export * from './filters';
export * from './query';
export * from './browse-state';
export * from './suggestions';
