export * from './account';
export * from './categories';
export * from './listQuery';
export * from './messages';
export * from './permissions';
export * from './protocols';
export * from './roles';
export * from './validation';
