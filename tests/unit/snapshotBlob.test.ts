/** The Blob that hands a database snapshot to PGlite (server/db/pgliteOptions.ts). */
import { describe, expect, it } from 'vitest';
import { snapshotBlob } from '../../server/db/pgliteOptions';

describe('snapshotBlob', () => {
  it('answers arrayBuffer with a copy of exactly its bytes, not the pool a small Buffer sits in', async () => {
    const bytes = Buffer.from('PG_VERSION 17');
    const blob = snapshotBlob(bytes);
    const copy = await blob.arrayBuffer();
    expect(copy.byteLength).toBe(bytes.length);
    expect(Buffer.from(copy).toString()).toBe('PG_VERSION 17');
    new Uint8Array(copy)[0] = 0;
    expect(bytes.toString()).toBe('PG_VERSION 17');
  });

  it('does what a Blob does with the same bytes otherwise', async () => {
    const blob = snapshotBlob(new TextEncoder().encode('base/5/1255'));
    expect(blob.size).toBe(11);
    expect(await blob.text()).toBe('base/5/1255');
    expect(await blob.slice(0, 4).text()).toBe('base');
  });
});
