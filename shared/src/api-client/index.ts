export * from './api-error';
export * from './client';
export * from './site-api';
