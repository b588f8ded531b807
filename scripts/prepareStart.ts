/**
 * What `npm start` runs before the server: the front end built when it is missing or older than
 * its sources, and the server bundled from its current sources (a fraction of a second). npm then
 * runs the bundle, dist-server/main.mjs, in plain Node: the server's process holds no TypeScript
 * loader (scripts/buildServer.ts).
 */
import { buildIfNeeded } from './buildIfNeeded';
import { buildServer } from './buildServer';

buildIfNeeded(process.env.STATIC_DIR || 'dist');
await buildServer();
