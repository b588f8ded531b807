/** `npm start`: build the app if needed, then run the server (API and app on one port). */
import { buildIfNeeded } from './buildIfNeeded';

buildIfNeeded(process.env.STATIC_DIR || 'dist');
const { main } = await import('../server/main');
await main();
