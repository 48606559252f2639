export { App } from './App';
export { createAppRuntime } from './createAppRuntime';
export type { AppRuntime } from './createAppRuntime';
