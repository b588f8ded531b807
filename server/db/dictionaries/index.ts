import { anticancerAgents } from './anticancerAgents';
import { attachmentTypes } from './attachmentTypes';
import { ctcaeTerms } from './ctcaeTerms';
import { deactivationReasons } from './deactivationReasons';
import { icd10 } from './icd10';
import { icdO3Morphology } from './icdO3Morphology';
import { icdO3Topography } from './icdO3Topography';
import { nationalities } from './nationalities';
import type { ShippedDictionary } from './types';

export type { ShippedDictionary, ShippedEntry } from './types';

/** The dictionaries the registry ships with, loaded at start by ./load.ts. */
export const SHIPPED_DICTIONARIES: readonly ShippedDictionary[] = [
  nationalities,
  icd10,
  icdO3Morphology,
  icdO3Topography,
  deactivationReasons,
  attachmentTypes,
  anticancerAgents,
  ctcaeTerms,
];

/**
 * The version of the shipped dictionaries. The loader compares it with the version the database
 * last loaded and only then reads the files, so it must change (a new date-based number) whenever
 * an entry or a dictionary is added here, or the new entries never reach existing databases.
 * Loading only adds what is missing: it never overwrites or removes an entry already stored, so
 * an administrator's edit of a shipped description, or deactivation of an entry, survives every
 * upgrade. For the same reason, correcting a shipped description here does not reach databases
 * that already hold the entry.
 */
export const DICTIONARIES_VERSION = '2026.11.3';
