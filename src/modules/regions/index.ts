export * from './sites';
export * from './alternates';
