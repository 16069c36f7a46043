export * from './Widget/index.js';
export * from './models.js';
