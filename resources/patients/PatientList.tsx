/**
 * /patients: the patients the server lets the user see, 25 a page, searched (name, PESEL,
 * passport), sorted and filtered on the server. The filters' choices come from the API and the
 * account: hospitals from the hospital lookup (a user's own ones unless they are a central
 * administrator), disease categories, and the protocols the account works with. A row opens the
 * patient's page, and so does the last name, a link for the keyboard. Protocols outside the
 * known list (FOLLOWUP) are never shown. A failed load shows the failure with a retry, never
 * "no patients".
 */
import FlagIcon from '@mui/icons-material/Flag';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { format, isValid, parseISO } from 'date-fns';
import { useMemo } from 'react';
import {
  DataTable,
  FilterButton,
  FilterForm,
  ListBase,
  NumberInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  SortButton,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { Identifier } from 'react-admin';
import { DEFAULT_ITEMS_PER_PAGE, visibleProtocols } from '../../domain';
import { QUALITY_LIST_FILTERS } from '../../domain/dataQuality';
import type {
  PatientCategory,
  PatientHospital,
  PatientProtocol,
  PatientSummary,
} from '../../domain/patient';
import { useAccount } from '../../src/AppServicesContext';
import { useChoicesState } from '../../src/components/LoadState';
import { useDateLocale } from '../../src/components/useDateLocale';
import { ListPagination, ListResults, QUIET_FAILURE } from '../../src/framework/LoadStates';
import { ReferenceArrayPicker } from '../../src/framework/ReferenceArray';
import { useResourceConfig } from '../../src/framework/ResourceConfigContext';
import { RecordLink } from '../../src/framework/RecordLink';
import { StackedRows } from '../../src/framework/StackedRows';
import { CreateLinkButton } from '../../src/framework/ResourceList';
import { ResourcePageHeader } from '../../src/framework/ResourcePageHeader';
import { listAllowlist, recordPath } from '../../src/framework/config';
import type { ResourceConfig } from '../../src/framework/types';
import {
  categoryChoices,
  categoryName,
  protocolChoices,
  usePatientCategories,
} from './patientChoices';
import { QualityFilterChips } from './QualityFilterChips';

const ROWS_PER_PAGE = [10, 25, 50, 100];
/** By last name (then first name, which the server adds), as a paper register is kept. */
const DEFAULT_ORDER = { field: 'lastName', order: 'ASC' } as const;
const HOSPITALS = { resource: 'hospitals', optionText: 'name' };
const YES_NO = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filterLabel = (filter: string) => `resources.patients.filters.${filter}`;
const fieldLabel = (field: string) => `resources.patients.fields.${field}`;

function usePatientFilters() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const account = useAccount();
  const categories = usePatientCategories();
  const categoryState = useChoicesState(categories);
  return useMemo(() => {
    const protocols = protocolChoices(account);
    return [
      <SearchInput
        key="q"
        source="q"
        placeholder={translate(filterLabel('search'))}
        sx={{ width: { xs: '100%', sm: 340 } }}
        alwaysOn
      />,
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
        choices={[...categoryChoices(categories.data, locale), ...categoryState.choices]}
        translateChoice={false}
        isPending={categories.isPending}
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
      <SelectInput
        key="favorite"
        source="favorite"
        label={filterLabel('favorite')}
        choices={YES_NO}
      />,
      <SelectInput
        key="hasOpenFlags"
        source="hasOpenFlags"
        label={filterLabel('hasOpenFlags')}
        choices={YES_NO}
      />,
      <SelectInput key="active" source="active" label={filterLabel('active')} choices={YES_NO} />,
      <NumberInput key="birthYear" source="birthYear" label={filterLabel('birthYear')} />,
    ];
  }, [translate, locale, account, categories.data, categories.isPending, categoryState]);
}

function BirthDate({ date }: { date: string }) {
  const locale = useDateLocale();
  const parsed = parseISO(date);
  if (!isValid(parsed)) return <>{date}</>;
  return (
    <Box component="time" dateTime={date} sx={{ whiteSpace: 'nowrap' }}>
      {format(parsed, 'P', { locale })}
    </Box>
  );
}

function Category({ category }: { category: PatientCategory | null }) {
  const [locale] = useLocaleState();
  if (!category) return null;
  return (
    <Box component="span" title={categoryName(category, locale)}>
      {category.abbreviation}
    </Box>
  );
}

const chipRow = { flexWrap: 'wrap', gap: 0.5 } as const;

function HospitalChips({ hospitals }: { hospitals: readonly PatientHospital[] }) {
  return (
    <Stack direction="row" useFlexGap sx={chipRow}>
      {hospitals.map((hospital) => (
        <Chip key={hospital.id} size="small" label={hospital.shortName} title={hospital.name} />
      ))}
    </Stack>
  );
}

/** Active protocols filled, inactive ones outlined and greyed. */
function ProtocolChips({ protocols }: { protocols: readonly PatientProtocol[] }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" useFlexGap sx={chipRow}>
      {visibleProtocols(protocols).map((protocol) =>
        protocol.active ? (
          <Chip key={protocol.id} size="small" color="primary" label={protocol.protocol} />
        ) : (
          <Chip
            key={protocol.id}
            size="small"
            variant="outlined"
            label={protocol.protocol}
            title={translate('resources.patients.list.inactiveProtocol')}
            sx={{ color: 'text.disabled' }}
          />
        ),
      )}
    </Stack>
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
  return (
    <Chip
      size="small"
      color="warning"
      icon={<FlagIcon />}
      label={count}
      title={translate('resources.patients.list.openFlags', { smart_count: count })}
    />
  );
}

function InactiveMark() {
  const translate = useTranslate();
  return (
    <Chip size="small" variant="outlined" label={translate('resources.patients.list.inactive')} />
  );
}

/** Watched, open correction flags and an inactive record: what needs an eye, in one column. */
function PatientStatus({ patient }: { patient: PatientSummary }) {
  return (
    <Stack direction="row" useFlexGap sx={{ ...chipRow, alignItems: 'center' }}>
      <FavoriteStar favorite={patient.favorite} />
      <OpenFlags count={patient.openFlags} />
      {patient.active ? null : <InactiveMark />}
    </Stack>
  );
}

/**
 * On a phone each patient is a stacked row: the name, then PESEL or passport, birth date and
 * category, hospitals, protocols and the status.
 */
function PatientRows({ config }: { config: ResourceConfig }) {
  return (
    <StackedRows<PatientSummary>
      path={(id) => recordPath(config, id)}
      empty={<PatientListEmpty />}
      title={(patient) => `${patient.lastName} ${patient.firstName}`}
      details={(patient) => (
        <>
          <span>{patient.pesel ?? patient.passportNumber}</span>
          <BirthDate date={patient.birthDate} />
          <Category category={patient.category} />
          <HospitalChips hospitals={patient.hospitals} />
          <ProtocolChips protocols={patient.protocols} />
          <PatientStatus patient={patient} />
        </>
      )}
    />
  );
}

function PatientListEmpty() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some(
    (value) => value !== '' && value !== undefined && !(Array.isArray(value) && !value.length),
  );
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary">
        {translate(filtered ? 'ra.navigation.no_results' : 'resources.patients.empty', {
          name: translate('resources.patients.name', { smart_count: 2 }),
        })}
      </Typography>
    </Box>
  );
}

function PatientTable({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const column = (field: string) => translate(fieldLabel(field));
  return (
    <DataTable<PatientSummary>
      bulkActionButtons={false}
      rowClick={(id: Identifier) => recordPath(config, id)}
      empty={<PatientListEmpty />}
    >
      <DataTable.Col
        source="lastName"
        label={column('lastName')}
        render={(patient) => <RecordLink config={config}>{patient.lastName}</RecordLink>}
      />
      <DataTable.Col source="firstName" label={column('firstName')} />
      <DataTable.Col
        source="pesel"
        label={translate('resources.patients.list.peselOrPassport')}
        render={(patient) => patient.pesel ?? patient.passportNumber}
      />
      <DataTable.Col
        source="birthDate"
        label={column('birthDate')}
        render={(patient) => <BirthDate date={patient.birthDate} />}
      />
      <DataTable.Col
        source="category"
        label={column('category')}
        disableSort
        render={(patient) => <Category category={patient.category} />}
      />
      <DataTable.Col
        source="hospitals"
        label={column('hospitals')}
        disableSort
        render={(patient) => <HospitalChips hospitals={patient.hospitals} />}
      />
      <DataTable.Col
        source="protocols"
        label={column('protocols')}
        disableSort
        render={(patient) => <ProtocolChips protocols={patient.protocols} />}
      />
      <DataTable.Col
        source="active"
        label={translate('resources.patients.list.status')}
        disableSort
        render={(patient) => <PatientStatus patient={patient as PatientSummary} />}
      />
    </DataTable>
  );
}

export function PatientList() {
  const config = useResourceConfig();
  const filters = usePatientFilters();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const configured = listAllowlist(config);
  // The data-quality report's links filter by these too; they show as chips, not inputs.
  const allowlist = {
    ...configured,
    filters: [...configured.filters, ...QUALITY_LIST_FILTERS],
  };
  return (
    <>
      <ResourcePageHeader config={config} view="list" />
      <ListBase
        resource={config.name}
        perPage={config.list?.perPage ?? DEFAULT_ITEMS_PER_PAGE}
        sort={DEFAULT_ORDER}
        disableAuthentication
        queryOptions={{ meta: allowlist, ...QUIET_FAILURE }}
      >
        {/* The buttons on their own row, the filters side by side below them across the page. */}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}
        >
          <FilterButton filters={filters} disableSaveQuery />
          <SortButton fields={allowlist.sorts} />
          <CreateLinkButton config={config} />
        </Stack>
        <Box sx={{ mb: 1, '& form': { flexWrap: 'wrap', columnGap: 2 } }}>
          <FilterForm filters={filters} />
        </Box>
        <QualityFilterChips />
        {/* A table wider than the screen scrolls inside its card. */}
        <Card sx={{ overflowX: 'auto' }}>
          <ListResults>
            {phone ? <PatientRows config={config} /> : <PatientTable config={config} />}
          </ListResults>
          <ListPagination rowsPerPageOptions={ROWS_PER_PAGE} />
        </Card>
      </ListBase>
    </>
  );
}
