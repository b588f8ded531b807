/** Protocol codes: one per disease entity (spec section 1). */
export const PROTOCOL_CODES = [
  'STS',
  'WT',
  'NHLB',
  'ALCL',
  'LBL',
  'RBL',
  'EGCT',
  'NBL',
  'OUN',
  'HL',
  'ALL',
  'AML',
  'CML',
  'MPAL',
  'BT',
  'HBL',
  'MDS',
  'LCH',
  'INNE',
] as const;

export type ProtocolCode = (typeof PROTOCOL_CODES)[number];

/** Exists on the server side only; the patient list and details drop it. */
export const FOLLOWUP_PROTOCOL = 'FOLLOWUP';

export function isKnownProtocol(code: unknown): code is ProtocolCode {
  return typeof code === 'string' && (PROTOCOL_CODES as readonly string[]).includes(code);
}

/** The protocols shown for a patient: FOLLOWUP and anything unknown are dropped. */
export function visibleProtocols<T extends { protocol: string }>(protocols: readonly T[]): T[] {
  return protocols.filter((entry) => isKnownProtocol(entry.protocol));
}
