/**
 * /patients: the patients the server lets the user see, 25 a page, searched (name, PESEL,
 * passport), sorted and filtered on the server. The filters' choices come from the API and the
 * account: hospitals from the hospital lookup (a user's own ones unless they are a central
 * administrator), disease categories, and the protocols the account works with, by name. The
 * year of birth reaches the server only as a whole year. A row opens the patient's page, and so
 * does the last name, a link for the keyboard. Protocols outside the known list (FOLLOWUP) are
 * never shown. A failed load shows the failure with a retry, never "no patients".
 *
 * The list is the engine's (ResourceList), with the patient's own parts through its extension
 * points: the filters, the cells (identity, chips, the status column of watched patients, open
 * flags, inactive records and the deceased), the stacked rows on a phone, and the chips of the
 * filters the data-quality report sets.
 */
import FlagIcon from '@mui/icons-material/Flag';
import StarIcon from '@mui/icons-material/Star';
import { format, isValid, parseISO } from 'date-fns';
import { type CSSProperties, useMemo } from 'react';
import { SelectArrayInput, useLocaleState, useTranslate } from 'react-admin';
import { visibleProtocols } from '../../domain';
import { QUALITY_LIST_FILTERS } from '../../domain/dataQuality';
import {
  FILTER_YEAR,
  type PatientCategory,
  type PatientHospital,
  type PatientProtocol,
  type PatientSummary,
} from '../../domain/patient';
import { useAccount } from '../../src/AppServicesContext';
import { useChoicesState, usePendingChoices } from '../../src/components/LoadState';
import { StaticChip, StaticChipRow } from '../../src/components/StaticChip';
import { useDateLocale } from '../../src/components/useDateLocale';
import { ChoiceFilterInput } from '../../src/framework/ChoiceFilterInput';
import { ReferenceArrayPicker } from '../../src/framework/ReferenceArray';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { ResourceList } from '../../src/framework/ResourceList';
import { TypedFilterInput } from '../../src/framework/TypedFilterInput';
import type { ListExtensions } from '../../src/framework/types';
import {
  categoryChoices,
  categoryName,
  namedProtocolChoices,
  usePatientCategories,
} from './patientChoices';
import { QualityFilterChips } from './QualityFilterChips';

const HOSPITALS = { resource: 'hospitals', optionText: 'name' };
const YES_NO = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filterLabel = (filter: string) => `resources.patients.filters.${filter}`;

/** The years the list filters by, as the server reads them; a link's other text is not sent. */
const YEAR_FORMATS = {
  birthYear: FILTER_YEAR.source,
  registeredYear: FILTER_YEAR.source,
} as const;

const isFilterYear = (text: string) => FILTER_YEAR.test(text);

function usePatientFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const account = useAccount();
  const categories = usePatientCategories();
  const categoryState = useChoicesState(categories);
  const categoriesPending = usePendingChoices(categories.isPending);
  return useMemo(() => {
    const protocols = namedProtocolChoices(account, translate);
    return [
      <ReferenceArrayPicker
        key="hospital"
        source="hospital"
        label={translate(filterLabel('hospital'))}
        reference={HOSPITALS}
        filter
        alwaysOn
      />,
      <SelectArrayInput
        key="category"
        source="category"
        label={filterLabel('category')}
        choices={[
          ...categoryChoices(categories.data, locale),
          ...categoryState.choices,
          ...categoriesPending,
        ]}
        translateChoice={false}
        options={{ onOpen: categoryState.onOpen }}
        sx={{ minWidth: 200 }}
        alwaysOn
      />,
      ...(protocols.length
        ? [
            <SelectArrayInput
              key="protocol"
              source="protocol"
              label={filterLabel('protocol')}
              choices={protocols}
              translateChoice={false}
              sx={{ minWidth: 160 }}
              alwaysOn
            />,
          ]
        : []),
      <ChoiceFilterInput
        key="favorite"
        source="favorite"
        label={filterLabel('favorite')}
        choices={YES_NO}
      />,
      <ChoiceFilterInput
        key="hasOpenFlags"
        source="hasOpenFlags"
        label={filterLabel('hasOpenFlags')}
        choices={YES_NO}
      />,
      <ChoiceFilterInput
        key="active"
        source="active"
        label={filterLabel('active')}
        choices={YES_NO}
      />,
      <TypedFilterInput
        key="birthYear"
        source="birthYear"
        label={filterLabel('birthYear')}
        // Text, not a number input: the box keeps what is typed ("20", "2e") for the check to
        // judge, where a number input would hand over an empty value and clear the filter.
        accepts={isFilterYear}
        hint={filterLabel('birthYearHint')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />,
    ];
  }, [translate, locale, account, categories.data, categoriesPending, categoryState]);
}

// A page of 25 patients draws every cell below at once, so they are plain elements with
// constant styles where a themed MUI Box or Stack would only carry the same style at a cost
// (about three components each).
const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };

function BirthDate({ date }: { date: string }) {
  const locale = useDateLocale();
  const parsed = parseISO(date);
  if (!isValid(parsed)) return <>{date}</>;
  return (
    <time dateTime={date} style={NO_WRAP}>
      {format(parsed, 'P', { locale })}
    </time>
  );
}

function Category({ category }: { category: PatientCategory | null }) {
  const [locale] = useLocaleState();
  if (!category) return null;
  return <span title={categoryName(category, locale)}>{category.abbreviation}</span>;
}

function HospitalChips({ hospitals }: { hospitals: readonly PatientHospital[] }) {
  return (
    <StaticChipRow>
      {hospitals.map((hospital) => (
        <StaticChip key={hospital.id} label={hospital.shortName} title={hospital.name} />
      ))}
    </StaticChipRow>
  );
}

/** Active protocols filled, inactive ones outlined and greyed. */
function ProtocolChips({ protocols }: { protocols: readonly PatientProtocol[] }) {
  const translate = useTranslate();
  return (
    <StaticChipRow>
      {visibleProtocols(protocols).map((protocol) =>
        protocol.active ? (
          <StaticChip key={protocol.id} kind="primary" label={protocol.protocol} />
        ) : (
          <StaticChip
            key={protocol.id}
            kind="outlined"
            muted
            label={protocol.protocol}
            title={translate('resources.patients.list.inactiveProtocol')}
          />
        ),
      )}
    </StaticChipRow>
  );
}

function FavoriteStar({ favorite }: { favorite: boolean }) {
  const translate = useTranslate();
  if (!favorite) return null;
  return (
    <StarIcon
      fontSize="small"
      sx={{ color: 'warning.main', verticalAlign: 'middle' }}
      titleAccess={translate('resources.patients.list.favorite')}
    />
  );
}

function OpenFlags({ count }: { count: number }) {
  const translate = useTranslate();
  if (!count) return null;
  const flags = translate('resources.patients.list.openFlags', { smart_count: count });
  return (
    <StaticChip kind="warning" icon={<FlagIcon />} label={count} title={flags} spoken={flags} />
  );
}

function InactiveMark() {
  const translate = useTranslate();
  return <StaticChip kind="outlined" label={translate('resources.patients.list.inactive')} />;
}

/** "Zmarły" or "Zmarła", in the words of the patient's page. */
function DeceasedMark({ gender }: { gender: PatientSummary['gender'] }) {
  const translate = useTranslate();
  return (
    <StaticChip kind="outlined" label={translate(`patientDetails.status.deceased.${gender}`)} />
  );
}

/**
 * Watched, open correction flags, an inactive record and a deceased patient: what to know of a
 * patient before opening their page, in one column.
 */
function PatientStatus({ patient }: { patient: PatientSummary }) {
  return (
    <StaticChipRow centred>
      <FavoriteStar favorite={patient.favorite} />
      <OpenFlags count={patient.openFlags} />
      {patient.active ? null : <InactiveMark />}
      {patient.dead ? <DeceasedMark gender={patient.gender} /> : null}
    </StaticChipRow>
  );
}

/** The cells of the engine's columns, by field source. */
const COLUMNS: ListExtensions<PatientSummary>['columns'] = {
  pesel: {
    label: 'resources.patients.list.peselOrPassport',
    render: (patient) => patient.pesel ?? patient.passportNumber,
  },
  birthDate: { render: (patient) => <BirthDate date={patient.birthDate} /> },
  category: { render: (patient) => <Category category={patient.category} /> },
  hospitals: { render: (patient) => <HospitalChips hospitals={patient.hospitals} /> },
  protocols: { render: (patient) => <ProtocolChips protocols={patient.protocols} /> },
  active: {
    label: 'resources.patients.list.status',
    render: (patient) => <PatientStatus patient={patient} />,
  },
};

/**
 * On a phone each patient is a stacked row: the name, then PESEL or passport, birth date and
 * category, hospitals, protocols and the status.
 */
const STACKED_ROW: ListExtensions<PatientSummary>['stackedRow'] = {
  title: (patient) => `${patient.lastName} ${patient.firstName}`,
  details: (patient) => (
    <>
      <span>{patient.pesel ?? patient.passportNumber}</span>
      <BirthDate date={patient.birthDate} />
      <Category category={patient.category} />
      <HospitalChips hospitals={patient.hospitals} />
      <ProtocolChips protocols={patient.protocols} />
      <PatientStatus patient={patient} />
    </>
  ),
};

export function PatientList() {
  const config = useResourceConfig();
  const filters = usePatientFilters();
  return (
    <ResourceList<PatientSummary>
      config={config}
      filters={filters}
      // The data-quality report's links filter by these too; they show as chips, not inputs.
      linkedFilters={QUALITY_LIST_FILTERS}
      filterFormats={YEAR_FORMATS}
      aboveResults={<QualityFilterChips />}
      filtersBelowButtons
      columns={COLUMNS}
      stackedRow={STACKED_ROW}
    />
  );
}
