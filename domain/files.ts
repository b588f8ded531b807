/**
 * Uploaded files, the parts the browser and the server agree on: which types are accepted (told
 * by the content, never by the file's name or the type the browser declares: the first bytes
 * name the type, then the file's structure must be plausible for it, so that an HTML page with
 * a PDF header is no PDF), the name a file is shown under (with the extension of that type), the
 * header that downloads it under that name, and the rule of a consent's date.
 */
import type { ACCEPTED_FILE_TYPES } from './patient';
import { type Rule, type RuleFailure, parseIsoDate, todayIso } from './validation';

export type AcceptedFileType = (typeof ACCEPTED_FILE_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: AcceptedFileType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** The accepted type this content starts like, or undefined for anything else. */
export function sniffFileType(content: Uint8Array): AcceptedFileType | undefined {
  return SIGNATURES.find(
    ({ bytes }) =>
      content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte),
  )?.type;
}

// ---------------------------------------------------------------------------------------------
// Plausibility by structure. Each check reads only the container (headers, chunk and segment
// lengths, end markers), never decodes the image or the document: cheap on a 10 MB file, and
// enough to refuse a polyglot whose body is something else behind a borrowed signature.

/** The bytes from `start` as text, one character a byte (ASCII is all the checks look for). */
const latin1 = (content: Uint8Array, start = 0, end = content.length) =>
  new TextDecoder('latin1').decode(content.subarray(start, end));

/** How far before the end a PDF's `%%EOF` may sit: writers append a newline, some a little junk. */
export const PDF_EOF_WINDOW = 1024;

/**
 * A PDF: the header with its version (`%PDF-1.7`), an indirect object (`1 0 obj ... endobj`),
 * then a trailer or cross-reference pointer (`trailer`, `startxref`), and `%%EOF` within the
 * last PDF_EOF_WINDOW bytes.
 */
export function isPlausiblePdf(content: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(content, 0, 8))) return false;
  const text = latin1(content);
  const object = /\d+[\0\t\n\f\r ]+\d+[\0\t\n\f\r ]+obj(?![A-Za-z])/.exec(text);
  if (!object) return false;
  const objectEnd = text.indexOf('endobj', object.index);
  if (objectEnd < 0) return false;
  const pointer = Math.max(text.lastIndexOf('trailer'), text.lastIndexOf('startxref'));
  const eof = text.lastIndexOf('%%EOF');
  return pointer > objectEnd && eof > pointer && eof >= text.length - PDF_EOF_WINDOW;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bit depths each PNG colour type allows (ISO 15948, 11.2.2). */
const PNG_BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
const PNG_MAX_DIMENSION = 0x7fffffff;

let crcTable: Uint32Array | undefined;

/** CRC-32 as PNG chunks carry it (ISO 3309, the same as zlib's). */
export function crc32(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, index) => {
    let value = index;
    for (let bit = 0; bit < 8; bit += 1) {
      value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    }
    return value >>> 0;
  });
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function isValidPngHeader(data: DataView): boolean {
  const width = data.getUint32(0);
  const height = data.getUint32(4);
  const [bitDepth, colourType, compression, filter, interlace] = [8, 9, 10, 11, 12].map((offset) =>
    data.getUint8(offset),
  );
  return (
    width > 0 &&
    height > 0 &&
    width <= PNG_MAX_DIMENSION &&
    height <= PNG_MAX_DIMENSION &&
    (PNG_BIT_DEPTHS[colourType!]?.includes(bitDepth!) ?? false) &&
    compression === 0 &&
    filter === 0 &&
    (interlace === 0 || interlace === 1)
  );
}

/**
 * A PNG: the signature, then chunks each whole and with its CRC, the first an IHDR of 13 bytes
 * (non-zero width and height, a bit depth its colour type allows), image data, and IEND last,
 * at the very end of the file.
 */
export function isPlausiblePng(content: Uint8Array): boolean {
  if (!PNG_SIGNATURE.every((byte, index) => content[index] === byte)) return false;
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  let offset = PNG_SIGNATURE.length;
  let hasImageData = false;
  while (offset + 12 <= content.length) {
    const length = view.getUint32(offset);
    const type = latin1(content, offset + 4, offset + 8);
    const dataStart = offset + 8;
    const end = dataStart + length + 4;
    if (length > PNG_MAX_DIMENSION || end > content.length || !/^[A-Za-z]{4}$/.test(type)) {
      return false;
    }
    if (crc32(content.subarray(offset + 4, dataStart + length)) !== view.getUint32(end - 4)) {
      return false;
    }
    const first = offset === PNG_SIGNATURE.length;
    if (first !== (type === 'IHDR')) return false;
    if (
      first &&
      (length !== 13 ||
        !isValidPngHeader(new DataView(content.buffer, content.byteOffset + dataStart, 13)))
    ) {
      return false;
    }
    if (type === 'IDAT') hasImageData = true;
    if (type === 'IEND') return length === 0 && end === content.length && hasImageData;
    offset = end;
  }
  return false;
}

const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
/** Start-of-frame markers: every SOFn but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const JPEG_FRAMES = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);
/** Segments that may come between SOI and the scan: tables, restart interval, comments, APPn. */
const isJpegTableOrMisc = (marker: number) =>
  marker === 0xc4 || // DHT
  marker === 0xcc || // DAC
  marker === 0xdb || // DQT
  marker === 0xdd || // DRI
  marker === 0xfe || // COM
  (marker >= 0xe0 && marker <= 0xef); // APP0..APP15 (JFIF, Exif, ICC, Adobe)

/** A frame header (ITU T.81, B.2.2): precision, non-zero height and width, its components. */
function isValidJpegFrame(content: Uint8Array, start: number, length: number): boolean {
  const byte = (offset: number) => content[start + offset]!;
  const precision = byte(2);
  const height = (byte(3) << 8) | byte(4);
  const width = (byte(5) << 8) | byte(6);
  const components = byte(7);
  if (length < 8 || precision < 2 || precision > 16 || !height || !width || !components) {
    return false;
  }
  if (length !== 8 + 3 * components) return false;
  for (let index = 0; index < components; index += 1) {
    const sampling = byte(9 + 3 * index);
    const [horizontal, vertical] = [sampling >> 4, sampling & 0x0f];
    if (horizontal < 1 || horizontal > 4 || vertical < 1 || vertical > 4) return false;
    if (byte(10 + 3 * index) > 3) return false; // quantisation table 0..3
  }
  return true;
}

/**
 * A JPEG: SOI, then marker segments each whole (tables, APPn, comments) up to one frame header
 * with non-zero dimensions, more segments up to the scan's header, and an EOI after the scan.
 * The compressed scan itself is not decoded. Data after EOI is allowed: phones append a video
 * there ("motion photos"), and a consent photographed that way is still a picture.
 */
export function isPlausibleJpeg(content: Uint8Array): boolean {
  const last = content.length - 1;
  if (content.length < 4 || content[0] !== 0xff || content[1] !== JPEG_SOI) return false;
  let offset = 2;
  let hasFrame = false;
  while (offset < last - 1) {
    if (content[offset] !== 0xff) return false;
    while (content[offset] === 0xff) offset += 1; // fill bytes may pad before a marker
    const marker = content[offset]!;
    const start = offset + 1;
    if (start + 2 > content.length) return false;
    const length = (content[start]! << 8) | content[start + 1]!;
    if (length < 2 || start + length > last - 1) return false;
    if (marker === JPEG_SOS) {
      const scanComponents = content[start + 2]!;
      if (!hasFrame || !scanComponents || length !== 6 + 2 * scanComponents) return false;
      return hasEndOfImage(content, start + length);
    }
    if (JPEG_FRAMES.has(marker)) {
      if (hasFrame || !isValidJpegFrame(content, start, length)) return false;
      hasFrame = true;
    } else if (!isJpegTableOrMisc(marker)) {
      return false;
    }
    offset = start + length;
  }
  return false;
}

/** An EOI marker at or after `from` (inside the scan, 0xFF is always followed by 0x00 or RSTn). */
function hasEndOfImage(content: Uint8Array, from: number): boolean {
  for (let index = from; index < content.length - 1; index += 1) {
    if (content[index] === 0xff && content[index + 1] === JPEG_EOI) return true;
  }
  return false;
}

const PLAUSIBLE: Record<AcceptedFileType, (content: Uint8Array) => boolean> = {
  'application/pdf': isPlausiblePdf,
  'image/jpeg': isPlausibleJpeg,
  'image/png': isPlausiblePng,
};

/**
 * The accepted type of this content: the one its first bytes name, when the whole file is
 * plausibly of that type; undefined for anything else (answered as "Invalid file format").
 */
export function recognizeFileType(content: Uint8Array): AcceptedFileType | undefined {
  const type = sniffFileType(content);
  return type && PLAUSIBLE[type](content) ? type : undefined;
}

// ---------------------------------------------------------------------------------------------
// What an upload is refused for before its other fields are read, in the server's order: the
// size (413), then the type (415). The browser asks the same before it sends anything.

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** `GET /api/v1/patient/file-rules`: the cap (MAX_UPLOAD_MB) and the accepted types. */
export interface PatientFileRules {
  maxBytes: number;
  acceptedTypes: AcceptedFileType[];
}

/** The upload cap in whole megabytes, as the refusal names it. */
export const uploadCapMegabytes = (maxBytes: number) => Math.floor(maxBytes / BYTES_PER_MEGABYTE);

/** "The file is too large (at most N MB)" for a file over the cap. */
export function fileSizeRefusal(size: number, maxBytes: number): RuleFailure | undefined {
  return size > maxBytes
    ? { message: 'errors.fileTooLarge', args: { megabytes: uploadCapMegabytes(maxBytes) } }
    : undefined;
}

/** "Invalid file format" for content that is no plausible PDF, JPEG or PNG. */
export function fileTypeRefusal(content: Uint8Array): RuleFailure | undefined {
  return recognizeFileType(content) ? undefined : { message: 'errors.unsupportedMediaType' };
}

// ---------------------------------------------------------------------------------------------
// Names.

export const FILE_NAME_MAX_LENGTH = 200;
const FALLBACK_FILE_NAME = 'file';
// Control characters, and the invisible format ones (bidirectional overrides among them) that
// can make "report‮fdp.exe" read as "reportexe.pdf".
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/**
 * The name a file is shown and downloaded under: the last path component of what the browser
 * sent, without control or invisible characters, at most 200 characters (keeping the
 * extension), "file" when nothing is left. For display only: never a path on a disk.
 */
export function safeFileName(uploaded: string | null | undefined): string {
  const base = (uploaded ?? '').split(/[/\\]/).pop() ?? '';
  const name = base.replace(INVISIBLE, '').normalize('NFC').trim();
  if (!name || /^\.+$/.test(name)) return FALLBACK_FILE_NAME;
  const characters = Array.from(name);
  if (characters.length <= FILE_NAME_MAX_LENGTH) return name;
  const kept = Array.from(/\.[^.\s]{1,10}$/.exec(name)?.[0] ?? '');
  return (
    characters
      .slice(0, FILE_NAME_MAX_LENGTH - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  );
}

/** The extensions each accepted type goes by; the first is the one a name is given. */
export const FILE_EXTENSIONS: Record<AcceptedFileType, readonly [string, ...string[]]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};
// An extension: up to ten characters after the last dot, no space, at least one letter (so that
// the date in "Wyniki 12.03.2024" is no extension).
const EXTENSION = /\.(?=[^.\s]*\p{L})[^.\s]{1,10}$/u;

/**
 * The display name with the extension of the type its content was recognised as: kept when it
 * already is one of that type's (in whatever case), replaced when it is another ("skan.html" of
 * a PDF is "skan.pdf"), added when there is none. At most FILE_NAME_MAX_LENGTH characters; a
 * type that is not an accepted one leaves the name as it is.
 */
export function fileNameForType(name: string, type: AcceptedFileType | string): string {
  const extensions = FILE_EXTENSIONS[type as AcceptedFileType] as
    | (typeof FILE_EXTENSIONS)[AcceptedFileType]
    | undefined;
  if (!extensions) return name;
  const current = EXTENSION.exec(name);
  if (current && extensions.includes(current[0].slice(1).toLowerCase())) return name;
  const base = (current ? name.slice(0, current.index) : name).replace(/[.\s]+$/u, '');
  const suffix = `.${extensions[0]}`;
  const kept = Array.from(base || FALLBACK_FILE_NAME).slice(
    0,
    FILE_NAME_MAX_LENGTH - suffix.length,
  );
  return kept.join('').trimEnd() + suffix;
}

// Letters that Unicode does not decompose into a base letter and a mark.
const ASCII_LETTERS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
};
const UNDECOMPOSED = new RegExp(`[${Object.keys(ASCII_LETTERS).join('')}]`, 'g');

/** The name in plain ASCII for old clients: accents dropped, anything else unsafe as "_". */
function asciiFileName(name: string): string {
  return name
    .replace(UNDECOMPOSED, (letter) => ASCII_LETTERS[letter]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves four characters that it must not. */
function percentEncoded(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition header that downloads under this name (RFC 6266): an ASCII `filename`
 * for clients that know nothing else and the exact UTF-8 name in `filename*`.
 */
export function contentDisposition(name: string): string {
  return `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${percentEncoded(name)}`;
}

/** The date a consent was signed: a real YYYY-MM-DD date, not after today. */
export const consentDate =
  (now: Date = new Date()): Rule =>
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    return typeof value === 'string' && parseIsoDate(value) && value <= todayIso(now)
      ? undefined
      : { message: 'validation.consentDate' };
  };

/**
 * A consent's date not before the patient's birth (YYYY-MM-DD): a typing slip, refused in the
 * words protocol forms use for a date before the birth. Checked by the server and the browser.
 */
export const consentNotBeforeBirth =
  (birthDate: string): Rule =>
  (value) =>
    typeof value === 'string' && value !== '' && value < birthDate
      ? { message: 'validation.dateBeforeBirth' }
      : undefined;
