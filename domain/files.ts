/**
 * Uploaded files, the parts the browser and the server agree on: which types are accepted (told
 * by the first bytes of the content, never by the file's name or the type the browser declares),
 * the name a file is shown under, the header that downloads it under that name, and the rule of
 * a consent's date.
 */
import type { ACCEPTED_FILE_TYPES } from './patient';
import { type Rule, parseIsoDate, todayIso } from './validation';

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
