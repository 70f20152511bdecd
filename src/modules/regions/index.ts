export * from './sites';
export * from './alternates';
export * from './addresses';
