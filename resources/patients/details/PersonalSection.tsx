/**
 * A patient's personal data: gender, date of birth and age (at death for the deceased),
 * nationality in the user's language, the identity numbers of the patient and of the legal
 * representative, the disease category, death, and why the record was deactivated.
 */
import { parseISO } from 'date-fns';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Patient } from '../../../domain/patient';
import { DeactivationReasonText } from '../../../src/framework/DeactivationReasonText';
import { ageAt, nationalityName, useFormatters } from './formatting';
import { Detail, DetailList, SectionCard } from './SectionCard';

function Age({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const at = patient.dead && patient.deathDate ? parseISO(patient.deathDate) : new Date();
  const age = ageAt(patient.birthDate, at);
  if (!age) return null;
  // Months for a child under one: "0 lat" says nothing about an infant.
  return (
    <>
      {age.years < 1
        ? translate('patientDetails.personal.months', { smart_count: age.months })
        : translate('patientDetails.personal.years', { smart_count: age.years })}
    </>
  );
}

export function PersonalSection({ patient }: { patient: Patient }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatters = useFormatters();
  const { category } = patient;
  return (
    <SectionCard title="patientDetails.sections.personal">
      <DetailList>
        <Detail label="patientDetails.personal.gender">
          {translate(`patientDetails.personal.genders.${patient.gender}`, { _: patient.gender })}
        </Detail>
        <Detail label="patientDetails.personal.birthDate">
          {formatters.date(patient.birthDate)}
        </Detail>
        <Detail
          label={
            patient.dead ? 'patientDetails.personal.ageAtDeath' : 'patientDetails.personal.age'
          }
        >
          <Age patient={patient} />
        </Detail>
        <Detail label="patientDetails.personal.nationality">
          {patient.nationality ? nationalityName(patient.nationality, locale) : null}
        </Detail>
        <Detail label="patientDetails.personal.pesel">{patient.pesel}</Detail>
        <Detail label="patientDetails.personal.passportNumber">{patient.passportNumber}</Detail>
        <Detail label="patientDetails.personal.representativePesel">
          {patient.representativePesel}
        </Detail>
        <Detail label="patientDetails.personal.representativePassportNumber">
          {patient.representativePassportNumber}
        </Detail>
        <Detail label="patientDetails.personal.category">
          {category
            ? `${category.abbreviation} — ${locale === 'en' ? category.nameEn : category.namePl}`
            : null}
        </Detail>
        <Detail label="patientDetails.personal.dead">
          {translate(patient.dead ? 'ra.boolean.true' : 'ra.boolean.false')}
        </Detail>
        {patient.dead ? (
          <Detail label="patientDetails.personal.deathDate">
            {patient.deathDate ? formatters.date(patient.deathDate) : null}
          </Detail>
        ) : null}
        {patient.active ? null : (
          <Detail label="patientDetails.personal.deactivationReason">
            {patient.deactivationReason ? (
              <DeactivationReasonText reason={patient.deactivationReason} />
            ) : null}
          </Detail>
        )}
      </DetailList>
    </SectionCard>
  );
}
