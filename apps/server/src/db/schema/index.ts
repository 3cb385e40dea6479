export * from './auth';
export * from './channels';
export * from './community';
export * from './profiles';
export * from './messaging';
export * from './translations';
export * from './recommendations';
export * from './gamification';
