export * from './auth';
export * from './channels';
export * from './profiles';
