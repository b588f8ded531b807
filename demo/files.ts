/**
 * Small, valid files for the demo's attachments and consents, made in code so that the
 * repository carries no binary: a one-page PDF with a few lines of text and a greyscale PNG
 * that looks like a scan. Both open in any viewer and pass the upload's check by content.
 */
import { crc32, deflateSync } from 'node:zlib';

// The standard PDF fonts have no Polish letters; the demo's PDF text goes without accents.
const ASCII: Record<string, string> = { ł: 'l', Ł: 'L' };
const pdfText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, (letter) => ASCII[letter]!)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[\\()]/g, (character) => `\\${character}`);

/** An A4 page with a title and lines of text. */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 16 Tf 56 780 Td',
    `(${pdfText(title)}) Tj`,
    '/F1 11 Tf 0 -18 TL',
    ...lines.map((line) => `T* (${pdfText(line)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A greyscale image like an ultrasound still: a bright oval on a dark field, placed by
 * `variant` so that different patients' images differ.
 */
export function demoPng(variant = 0, width = 160, height = 120): Buffer {
  const centreX = width * (0.35 + ((variant * 37) % 30) / 100);
  const centreY = height * (0.4 + ((variant * 53) % 20) / 100);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(width + 1); // the first byte: filter type 0 (none)
    for (let x = 0; x < width; x += 1) {
      const dx = (x - centreX) / (width * 0.22);
      const dy = (y - centreY) / (height * 0.18);
      const speckle = ((x * 7919 + y * 104_729 + variant * 31) % 23) - 11;
      row[x + 1] = Math.max(0, Math.min(255, 30 + 170 * Math.exp(-(dx * dx + dy * dy)) + speckle));
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
