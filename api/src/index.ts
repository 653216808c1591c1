// The API as a library: the page server embeds it with `buildApp()` (see README.md).
export { buildApp } from './app';
export { ConfigError, loadConfig, type Config } from './config';
export { RESOURCES, type ContentEvents, type Resource } from './lib/content-events';
