export * from './route';
export * from './schema-map';
export * from './table';
