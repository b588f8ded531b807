import { crc32 as zlibCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  FILE_NAME_MAX_LENGTH,
  consentDate,
  contentDisposition,
  crc32,
  fileNameForType,
  isPlausibleJpeg,
  isPlausiblePdf,
  isPlausiblePng,
  recognizeFileType,
  safeFileName,
  sniffFileType,
} from '../../domain/files';
import { demoPdf, demoPng } from '../../demo/files';
import { MINIMAL_JPEG, MINIMAL_PDF, MINIMAL_PNG } from '../fixtures/files';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

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

describe('recognizeFileType', () => {
  it('recognises the minimal files the tests upload, end-to-end ones included', () => {
    expect(recognizeFileType(MINIMAL_PDF)).toBe('application/pdf');
    expect(recognizeFileType(MINIMAL_PNG)).toBe('image/png');
    expect(recognizeFileType(MINIMAL_JPEG)).toBe('image/jpeg');
  });

  it('recognises the demo data’s files', () => {
    expect(recognizeFileType(demoPdf('Epikryza', ['Rozpoznanie: guz Wilmsa']))).toBe(
      'application/pdf',
    );
    expect(recognizeFileType(demoPng(3))).toBe('image/png');
  });

  it('refuses what only starts like an accepted type', () => {
    const html = text('<html><script>alert(1)</script></html>');
    expect(recognizeFileType(concat(text('%PDF-1.7\n'), html, text('\n%%EOF\n')))).toBeUndefined();
    expect(recognizeFileType(concat(MINIMAL_PNG.subarray(0, 8), html))).toBeUndefined();
    expect(recognizeFileType(concat(MINIMAL_JPEG.subarray(0, 3), html))).toBeUndefined();
    expect(recognizeFileType(html)).toBeUndefined();
  });
});

describe('isPlausiblePdf', () => {
  const pdf = MINIMAL_PDF.toString('latin1');

  it('accepts a PDF with its header, an object, a trailer and the end marker', () => {
    expect(isPlausiblePdf(text(pdf))).toBe(true);
    expect(isPlausiblePdf(text(pdf.replace('%PDF-1.4', '%PDF-2.0')))).toBe(true);
  });

  it('accepts white space and a little junk after the end marker', () => {
    expect(isPlausiblePdf(text(`${pdf}\r\n  \0\0`))).toBe(true);
    expect(isPlausiblePdf(text(pdf + 'x'.repeat(1000)))).toBe(true);
  });

  it('refuses a PDF whose end marker is missing or far from the end', () => {
    expect(isPlausiblePdf(text(pdf.replace('%%EOF', '')))).toBe(false);
    expect(isPlausiblePdf(text(pdf + 'x'.repeat(1100)))).toBe(false);
  });

  it('refuses a header without a version', () => {
    expect(isPlausiblePdf(text(pdf.replace('%PDF-1.4', '%PDF-')))).toBe(false);
    expect(isPlausiblePdf(text(pdf.replace('%PDF-1.4', '%PDF-x.y')))).toBe(false);
  });

  it('refuses a body with no object or no trailer', () => {
    expect(isPlausiblePdf(text(pdf.replace('1 0 obj', '')))).toBe(false);
    expect(isPlausiblePdf(text(pdf.replace('endobj', '')))).toBe(false);
    expect(isPlausiblePdf(text(pdf.replace('trailer', '')))).toBe(false);
  });
});

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Uint8Array, crc = zlibCrc32(concat(text(type), data))) {
  const framing = new DataView(new ArrayBuffer(8));
  framing.setUint32(0, data.length);
  framing.setUint32(4, crc);
  const frame = new Uint8Array(framing.buffer);
  return concat(frame.subarray(0, 4), text(type), data, frame.subarray(4));
}

describe('isPlausiblePng', () => {
  const signature = MINIMAL_PNG.subarray(0, 8);
  const ihdr = MINIMAL_PNG.subarray(8, 33);
  const idat = MINIMAL_PNG.subarray(33, -12);
  const iend = MINIMAL_PNG.subarray(-12);
  /** A 1x1 PNG whose IHDR holds these 13 bytes. */
  const withHeader = (header: number[]) =>
    concat(signature, pngChunk('IHDR', bytes(...header)), idat, iend);

  it('accepts a PNG of each colour type at an allowed bit depth', () => {
    expect(isPlausiblePng(MINIMAL_PNG)).toBe(true);
    for (const [colourType, bitDepth] of [
      [0, 1],
      [0, 16],
      [2, 8],
      [3, 4],
      [4, 16],
      [6, 8],
    ]) {
      expect(
        isPlausiblePng(withHeader([0, 0, 0, 1, 0, 0, 0, 1, bitDepth!, colourType!, 0, 0, 1])),
      ).toBe(true);
    }
  });

  it('refuses an IHDR with a zero dimension, a wrong bit depth or unknown methods', () => {
    for (const header of [
      [0, 0, 0, 0, 0, 0, 0, 1, 8, 0, 0, 0, 0], // no width
      [0, 0, 0, 1, 0, 0, 0, 0, 8, 0, 0, 0, 0], // no height
      [0x80, 0, 0, 0, 0, 0, 0, 1, 8, 0, 0, 0, 0], // wider than PNG allows
      [0, 0, 0, 1, 0, 0, 0, 1, 4, 2, 0, 0, 0], // truecolour at 4 bits
      [0, 0, 0, 1, 0, 0, 0, 1, 16, 3, 0, 0, 0], // palette at 16 bits
      [0, 0, 0, 1, 0, 0, 0, 1, 8, 5, 0, 0, 0], // no colour type 5
      [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 1, 0, 0], // compression method 1
      [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 1, 0], // filter method 1
      [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 2], // interlace method 2
    ]) {
      expect(isPlausiblePng(withHeader(header))).toBe(false);
    }
  });

  it('refuses an IHDR of the wrong length, or a first chunk that is not IHDR', () => {
    const header = ihdr.subarray(8, 21);
    expect(
      isPlausiblePng(concat(signature, pngChunk('IHDR', concat(header, bytes(0))), idat, iend)),
    ).toBe(false);
    expect(isPlausiblePng(concat(signature, idat, ihdr, iend))).toBe(false);
    expect(
      isPlausiblePng(concat(signature, pngChunk('tEXt', text('a\0b')), ihdr, idat, iend)),
    ).toBe(false);
  });

  it('refuses a chunk with a wrong CRC or running past the end', () => {
    expect(
      isPlausiblePng(concat(signature, pngChunk('IHDR', ihdr.subarray(8, 21), 0), idat, iend)),
    ).toBe(false);
    expect(isPlausiblePng(MINIMAL_PNG.subarray(0, 40))).toBe(false);
  });

  it('refuses a PNG without image data, without IEND, or with bytes after it', () => {
    expect(isPlausiblePng(concat(signature, ihdr, iend))).toBe(false);
    expect(isPlausiblePng(concat(signature, ihdr, idat))).toBe(false);
    expect(isPlausiblePng(concat(MINIMAL_PNG, text('<script>alert(1)</script>')))).toBe(false);
  });

  it('refuses a signature followed by HTML', () => {
    expect(isPlausiblePng(concat(signature, text('<html><script>alert(1)</script>')))).toBe(false);
    expect(isPlausiblePng(signature)).toBe(false);
  });

  it('computes the CRC as zlib does', () => {
    for (const sample of [bytes(), text('IEND'), MINIMAL_PNG]) {
      expect(crc32(sample)).toBe(zlibCrc32(sample));
    }
  });
});

describe('isPlausibleJpeg', () => {
  const jpeg = Uint8Array.from(MINIMAL_JPEG);
  const SOF = jpeg.indexOf(0xc0) - 1;
  /** The minimal JPEG with its frame header's bytes from `at` (counted from the marker) set. */
  const withFrame = (at: number, ...values: number[]) => {
    const copy = Uint8Array.from(jpeg);
    copy.set(values, SOF + at);
    return copy;
  };

  it('accepts a JPEG with fill bytes before a marker', () => {
    expect(isPlausibleJpeg(jpeg)).toBe(true);
    expect(
      isPlausibleJpeg(concat(jpeg.subarray(0, SOF), bytes(0xff, 0xff), jpeg.subarray(SOF))),
    ).toBe(true);
  });

  it('refuses a file that does not start with SOI or has no EOI after its scan', () => {
    expect(isPlausibleJpeg(concat(bytes(0xff, 0xd9), jpeg.subarray(2)))).toBe(false);
    expect(isPlausibleJpeg(jpeg.subarray(0, -2))).toBe(false);
    expect(isPlausibleJpeg(concat(jpeg.subarray(0, -2), text('<script>')))).toBe(false);
  });

  it('accepts data after EOI, as a phone’s motion photo appends its video there', () => {
    expect(isPlausibleJpeg(concat(jpeg, text('ftypmp42 video bytes')))).toBe(true);
  });

  it('refuses a frame header with a zero dimension or a wrong length', () => {
    expect(isPlausibleJpeg(withFrame(5, 0, 0))).toBe(false); // height 0
    expect(isPlausibleJpeg(withFrame(7, 0, 0))).toBe(false); // width 0
    expect(isPlausibleJpeg(withFrame(9, 2))).toBe(false); // two components in a frame for one
    expect(isPlausibleJpeg(withFrame(11, 0x51))).toBe(false); // sampling factor 5
  });

  it('refuses a file without a frame before its scan', () => {
    const sos = jpeg.indexOf(0xda) - 1;
    expect(isPlausibleJpeg(concat(jpeg.subarray(0, SOF), jpeg.subarray(SOF + 13)))).toBe(false);
    expect(isPlausibleJpeg(concat(jpeg.subarray(0, sos), bytes(0xff, 0xd9)))).toBe(false);
  });

  it('refuses a broken segment structure', () => {
    const app0 = concat(jpeg.subarray(0, 4), bytes(0xff, 0xff), jpeg.subarray(6)); // length 65535
    expect(isPlausibleJpeg(app0)).toBe(false);
    expect(isPlausibleJpeg(concat(jpeg.subarray(0, 2), text('GIF89a'), jpeg.subarray(2)))).toBe(
      false,
    );
    expect(isPlausibleJpeg(concat(jpeg.subarray(0, 2), bytes(0xff, 0xd0), jpeg.subarray(2)))).toBe(
      false,
    );
  });

  it('refuses SOI, HTML and EOI', () => {
    expect(
      isPlausibleJpeg(concat(bytes(0xff, 0xd8, 0xff, 0xe0), text('<html>'), bytes(0xff, 0xd9))),
    ).toBe(false);
  });
});

describe('fileNameForType', () => {
  it('keeps an extension of the type, in any case', () => {
    expect(fileNameForType('wypis.pdf', 'application/pdf')).toBe('wypis.pdf');
    expect(fileNameForType('SKAN.JPEG', 'image/jpeg')).toBe('SKAN.JPEG');
    expect(fileNameForType('skan.Jpg', 'image/jpeg')).toBe('skan.Jpg');
  });

  it('replaces another extension with the type’s', () => {
    expect(fileNameForType('wypis.html', 'application/pdf')).toBe('wypis.pdf');
    expect(fileNameForType('zdjęcie.png', 'image/jpeg')).toBe('zdjęcie.jpg');
    expect(fileNameForType('raport.exe.svg', 'image/png')).toBe('raport.exe.png');
  });

  it('adds the type’s extension to a name without one', () => {
    expect(fileNameForType('wypis', 'application/pdf')).toBe('wypis.pdf');
    expect(fileNameForType('Wyniki 12.03.2026', 'application/pdf')).toBe('Wyniki 12.03.2026.pdf');
    expect(fileNameForType('wypis.', 'application/pdf')).toBe('wypis.pdf');
  });

  it('names a file with nothing before its extension "file"', () => {
    expect(fileNameForType('.html', 'application/pdf')).toBe('file.pdf');
  });

  it('stays within the length limit', () => {
    const name = fileNameForType('ż'.repeat(FILE_NAME_MAX_LENGTH), 'image/png');
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('ż.png')).toBe(true);
  });

  it('leaves the name of a type it does not know', () => {
    expect(fileNameForType('a.html', 'text/html')).toBe('a.html');
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
