export * from './users.ts';
export * from './system.ts';
export * from './media.ts';
export * from './catalogue.ts';
export * from './vehicles.ts';
export * from './scores.ts';
export * from './attendee.ts';
export * from './results.ts';
