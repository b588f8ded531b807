/** The release label, package.json's `version`, put in by Vite's `define` (vite.config.ts). */
declare const __APP_VERSION__: string;
