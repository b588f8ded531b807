/**
 * The choices the patient form and the patient list offer, in the user's language: genders,
 * nationalities, disease categories (by abbreviation, with the name) and the protocols the
 * account may give a patient or filter by (by name in the list's filter).
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TranslateFunction } from 'react-admin';
import { CENTRAL_ADMINISTRATOR, NATIONALITIES, PROTOCOL_CODES } from '../../domain';
import type { Account, ProtocolCode } from '../../domain';
import { GENDERS } from '../../domain/patient';
import type { PatientCategory } from '../../domain/patient';
import type { Choice } from '../../src/framework/types';
import type { OncoregDataProvider } from '../../src/providers/dataProvider';

/** Message keys: translated by the inputs. */
export const GENDER_CHOICES: Choice[] = GENDERS.map((gender) => ({
  id: gender,
  name: `resources.patients.genders.${gender}`,
}));

/** Every nationality named in the user's language, in that language's alphabetical order. */
export function nationalityChoices(locale: string): Choice[] {
  return NATIONALITIES.map((nationality) => ({
    id: nationality.code,
    name: locale === 'en' ? nationality.en : nationality.pl,
  })).sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function categoryName(category: PatientCategory, locale: string): string {
  return locale === 'en' ? category.nameEn : category.namePl;
}

/**
 * The categories to pick from, shown as "STS – Soft tissue sarcoma". A patient's own category
 * stays offered after it has been deactivated, so that editing the patient does not lose it.
 */
export function categoryChoices(
  categories: readonly PatientCategory[] | undefined,
  locale: string,
  current?: PatientCategory | null,
): Choice[] {
  const offered = [...(categories ?? [])];
  if (current && !offered.some((category) => category.id === current.id)) offered.push(current);
  return offered.map((category) => ({
    id: category.id,
    name: `${category.abbreviation} – ${categoryName(category, locale)}`,
  }));
}

/**
 * The protocols an account works with: all of them for a central administrator, otherwise the
 * known ones the account holds (the server shows a patient's other protocols to no one else).
 */
export function accountProtocols(account: Account | null): ProtocolCode[] {
  if (!account) return [];
  if (account.role === CENTRAL_ADMINISTRATOR) return [...PROTOCOL_CODES];
  return PROTOCOL_CODES.filter((code) => account.protocols.includes(code));
}

/**
 * The account's protocols by name, "STS: Mięsaki tkanek miękkich", as the category filter
 * beside them names its categories; in the order of PROTOCOL_CODES, the registry's own.
 */
export function namedProtocolChoices(
  account: Account | null,
  translate: TranslateFunction,
): Choice[] {
  return accountProtocols(account).map((code) => ({
    id: code,
    name: translate(`registry.protocolNames.${code}`, { _: code }),
  }));
}

/** The active disease categories (GET /v1/patient/categories), kept for a few minutes. */
export function usePatientCategories() {
  const dataProvider = useDataProvider<OncoregDataProvider>();
  return useQuery({
    queryKey: ['patients', 'categories'],
    queryFn: () => dataProvider.patientCategories(),
    staleTime: 5 * 60_000,
  });
}
