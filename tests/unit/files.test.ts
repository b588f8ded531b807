import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_MAX_LENGTH,
  consentDate,
  contentDisposition,
  safeFileName,
  sniffFileType,
} from '../../domain/files';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFileType', () => {
  it('tells PDF, JPEG and PNG by their first bytes', () => {
    expect(sniffFileType(text('%PDF-1.7\n%âãÏÓ'))).toBe('application/pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
    expect(
      sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d)),
    ).toBe('image/png');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(sniffFileType(text('<!doctype html><title>x.pdf</title>'))).toBeUndefined();
    expect(sniffFileType(text(' %PDF-1.7'))).toBeUndefined();
    expect(sniffFileType(text('GIF89a'))).toBeUndefined();
    expect(sniffFileType(bytes())).toBeUndefined();
  });

  it('needs the whole signature, not its beginning', () => {
    expect(sniffFileType(text('%PDF'))).toBeUndefined();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeUndefined();
  });
});

describe('safeFileName', () => {
  it('keeps an ordinary name, Polish letters included', () => {
    expect(safeFileName('Epikryza_Łódź.pdf')).toBe('Epikryza_Łódź.pdf');
  });

  it('keeps only the last path component', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\anna\\skan zgody.pdf')).toBe('skan zgody.pdf');
  });

  it('drops control and invisible characters', () => {
    expect(safeFileName('wynik\u0000\r\n.pdf')).toBe('wynik.pdf');
    expect(safeFileName('raport\u202Efdp.exe')).toBe('raportfdp.exe');
  });

  it('writes composed letters as one character', () => {
    expect(safeFileName('Lo\u0301dz\u0301.pdf')).toBe('Lódź.pdf');
  });

  it('falls back to "file" when nothing is left', () => {
    expect(safeFileName('')).toBe('file');
    expect(safeFileName(undefined)).toBe('file');
    expect(safeFileName('dir/')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    expect(safeFileName('\u0007')).toBe('file');
  });

  it('cuts a long name to 200 characters, keeping its extension', () => {
    const name = safeFileName(`${'ż'.repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('żżż.pdf')).toBe(true);
  });

  it('never cuts a character in half', () => {
    const name = safeFileName('📄'.repeat(250));
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name).toBe('📄'.repeat(FILE_NAME_MAX_LENGTH));
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the exact UTF-8 one', () => {
    expect(contentDisposition('Epikryza_Łódź.pdf')).toBe(
      `attachment; filename="Epikryza_Lodz.pdf"; filename*=UTF-8''Epikryza_%C5%81%C3%B3d%C5%BA.pdf`,
    );
  });

  it('keeps quotes, backslashes and percent signs out of the ASCII name', () => {
    expect(contentDisposition('a"b\\c%d.pdf')).toBe(
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%25d.pdf`,
    );
  });

  it('percent-encodes what RFC 5987 does not allow bare', () => {
    expect(contentDisposition("zgoda (1)'*.pdf")).toContain(
      `filename*=UTF-8''zgoda%20%281%29%27%2A.pdf`,
    );
  });

  it('puts a stand-in for what has no ASCII form', () => {
    expect(contentDisposition('报告.pdf')).toContain('filename="__.pdf"');
    expect(contentDisposition('報告.pdf')).toContain("filename*=UTF-8''%E5%A0%B1%E5%91%8A.pdf");
  });

  it('writes a header value of printable ASCII only', () => {
    expect(contentDisposition('Żółć\u00a0ß.png')).toMatch(/^[\x20-\x7e]+$/);
    expect(contentDisposition('Żółć.png')).toContain('filename="Zolc.png"');
  });
});

describe('consentDate', () => {
  const rule = consentDate(new Date('2026-03-02T09:00:00Z'));

  it('accepts a real past date and today', () => {
    expect(rule('2025-12-31')).toBeUndefined();
    expect(rule('2026-03-02')).toBeUndefined();
  });

  it('refuses a date in the future, a date that does not exist and other formats', () => {
    for (const value of ['2026-03-03', '2025-02-29', '02.03.2026', '2026-3-2', 20260302]) {
      expect(rule(value)).toEqual({ message: 'validation.consentDate' });
    }
  });

  it('leaves an empty value to the required rule', () => {
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });

  it('counts today in Warsaw time', () => {
    // 23:30 UTC on 2 March is already 3 March in Warsaw.
    expect(consentDate(new Date('2026-03-02T23:30:00Z'))('2026-03-03')).toBeUndefined();
  });
});
