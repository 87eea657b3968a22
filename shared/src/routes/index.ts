export * from './route-table.js';
