/**
 * `npm run demo`: the registry on its own data directory (./data-demo), apart from ./data.
 * For now it holds the first central administrator, whose one-time password is printed on the
 * first start; later releases fill it with synthetic hospitals, users and patients.
 */
import { buildIfNeeded } from './buildIfNeeded';

process.env.DATA_DIR ||= './data-demo';
buildIfNeeded(process.env.STATIC_DIR || 'dist');
const { main } = await import('../server/main');
await main();
