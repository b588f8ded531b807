/** File sizes as the patient's page and the backups page write them, in both languages. */
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../resources/patients/details/formatting';

describe('formatFileSize', () => {
  it('writes bytes out, with the plural the number takes', () => {
    expect(formatFileSize(823, 'en')).toBe('823 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(823, 'pl')).toBe('823 bajty');
    expect(formatFileSize(1000, 'pl')).toBe('1000 bajtów');
  });

  it('counts larger sizes in steps of 1024, shortened, to one decimal', () => {
    expect(formatFileSize(1536, 'pl')).toBe('1,5 kB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(2 * 1024 * 1024, 'pl')).toBe('2 MB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5 GB');
  });
});
