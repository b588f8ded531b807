/**
 * What the browser and the server agree on about hospitals: the shape and the field rules. The
 * entity itself (its path, fields, list and texts) is declared in entities/hospitals.ts.
 */
import { max, required, type Rule, zipCode } from './validation';

export interface Hospital {
  id: number;
  /** The same as `id`: the name the specification's calls use. */
  hospitalId: number;
  name: string;
  shortName: string;
  address: string | null;
  zipCode: string | null;
  city: string | null;
  active: boolean;
  deactivationReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface HospitalInput {
  name: string;
  shortName: string;
  address?: string | null;
  zipCode?: string | null;
  city?: string | null;
}

export const HOSPITAL_RULES: Record<keyof HospitalInput, Rule[]> = {
  name: [required, max(200)],
  shortName: [required, max(50)],
  address: [max(200)],
  zipCode: [zipCode],
  city: [max(200)],
};

/** A hospital as a picker shows it. */
export interface HospitalOption {
  id: number;
  name: string;
  shortName: string;
  active: boolean;
}
