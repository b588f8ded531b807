/**
 * `npm run demo`: the registry on its own data directory (./data-demo), apart from ./data, filled
 * on the first start with synthetic hospitals and one user of each role, whose credentials are
 * printed at every start.
 */
import { buildIfNeeded } from './buildIfNeeded';

process.env.DATA_DIR ||= './data-demo';
buildIfNeeded(process.env.STATIC_DIR || 'dist');
const { main } = await import('../server/main');
const { describeCredentials, seedDemo } = await import('../demo/seed');
await main({
  async prepare(db, config) {
    const credentials = await seedDemo(db, config.dataDir);
    process.stdout.write(describeCredentials(credentials));
  },
});
