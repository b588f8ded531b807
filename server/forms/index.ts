/**
 * The protocol form definitions the registry ships with: a basic and an extended form for each
 * of the 19 protocols, one module per protocol under ./protocols. The loader (./load.ts) stores
 * them in the database with a version number that grows whenever a definition changes.
 */
import type { FormId } from '../../domain/forms';
import { PROTOCOL_CODES, type ProtocolCode } from '../../domain/protocols';
import type { FormDefinition } from './builder';
import { all } from './protocols/all';
import { alcl } from './protocols/alcl';
import { aml } from './protocols/aml';
import { bt } from './protocols/bt';
import { cml } from './protocols/cml';
import { egct } from './protocols/egct';
import { hbl } from './protocols/hbl';
import { hl } from './protocols/hl';
import { inne } from './protocols/inne';
import { lbl } from './protocols/lbl';
import { lch } from './protocols/lch';
import { mds } from './protocols/mds';
import { mpal } from './protocols/mpal';
import { nbl } from './protocols/nbl';
import { nhlb } from './protocols/nhlb';
import { oun } from './protocols/oun';
import { rbl } from './protocols/rbl';
import { sts } from './protocols/sts';
import { wt } from './protocols/wt';

export type { FormDefinition } from './builder';

export interface ProtocolForms {
  basic: FormDefinition;
  extended: FormDefinition;
}

const BY_PROTOCOL: Record<ProtocolCode, ProtocolForms> = {
  STS: sts,
  WT: wt,
  NHLB: nhlb,
  ALCL: alcl,
  LBL: lbl,
  RBL: rbl,
  EGCT: egct,
  NBL: nbl,
  OUN: oun,
  HL: hl,
  ALL: all,
  AML: aml,
  CML: cml,
  MPAL: mpal,
  BT: bt,
  HBL: hbl,
  MDS: mds,
  LCH: lch,
  INNE: inne,
};

export const FORM_DEFINITIONS: readonly FormDefinition[] = PROTOCOL_CODES.flatMap((code) => [
  BY_PROTOCOL[code].basic,
  BY_PROTOCOL[code].extended,
]);

const BY_ID = new Map<string, FormDefinition>(FORM_DEFINITIONS.map((form) => [form.formId, form]));

export function formDefinition(formId: FormId | string): FormDefinition | undefined {
  return BY_ID.get(formId);
}
