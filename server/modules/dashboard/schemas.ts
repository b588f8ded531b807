/**
 * TypeBox schemas of the dashboard routes, matching domain/dashboard.ts: the statistics of a
 * year, the caller's favourite patients and the open correction flags.
 */
import { type TSchema, Type } from '@sinclair/typebox';
import {
  DASHBOARD_LIST_LIMIT,
  FIRST_REGISTRY_YEAR,
  RECENT_FORMS_LIMIT,
  RECENT_PATIENTS_DAYS,
} from '../../../domain/dashboard';
import { FORM_TYPES } from '../../../domain/forms';
import { GENDERS } from '../../../domain/patient';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = () => Type.String({ format: 'date-time' });
const Count = () => Type.Integer({ minimum: 0 });

const GenderSchema = Type.Union(GENDERS.map((gender) => Type.Literal(gender)));
const FormTypeSchema = Type.Union(FORM_TYPES.map((type) => Type.Literal(type)));

export const DashboardStatsQuerySchema = Type.Object({
  year: Type.Optional(
    Type.Integer({
      minimum: FIRST_REGISTRY_YEAR,
      maximum: 9999,
      description: `The year of the figures, ${FIRST_REGISTRY_YEAR} to next year (UTC); this year when absent`,
    }),
  ),
});

export const RecentFormSchema = Type.Object(
  {
    patientId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    protocolId: Type.Integer({
      description: 'The patient’s protocol record: the protocolId of the form’s address',
    }),
    protocol: Type.String({ description: 'Protocol code' }),
    formId: Type.String({ description: '`STS-basic`, `STS-extended`...' }),
    formType: FormTypeSchema,
    version: Type.Integer({ minimum: 1, description: 'The latest saved version' }),
    savedAt: Instant(),
    savedBy: Nullable(Type.String({ description: 'First and last name of who saved it' })),
  },
  { title: 'RecentForm' },
);

export const DashboardStatsSchema = Type.Object(
  {
    year: Type.Integer(),
    years: Type.Array(Type.Integer(), {
      description:
        'Years with a patient registered or a form saved that the caller sees, and this year; newest first',
    }),
    recentPatients: Type.Integer({
      minimum: 0,
      description: `Patients registered in the last ${RECENT_PATIENTS_DAYS} days, whatever the year`,
    }),
    patientsInYear: Type.Integer({ minimum: 0, description: 'Patients registered in the year' }),
    patientsByGender: Type.Array(Type.Object({ key: GenderSchema, count: Count() }), {
      description: 'Patients registered in the year by gender; both genders always',
    }),
    patientsByProtocol: Type.Array(Type.Object({ key: Type.String(), count: Count() }), {
      description:
        'Patients registered in the year per protocol code they carry (active or not), of the protocols the caller holds; most patients first',
    }),
    patientsByHospital: Type.Array(
      Type.Object({ key: Type.String(), hospitalId: Type.Integer(), count: Count() }),
      {
        description:
          'Patients registered in the year per hospital (key: short name); only the caller’s own hospitals unless a central administrator; most patients first',
      },
    ),
    formsSaved: Type.Integer({
      minimum: 0,
      description: 'Patient forms with at least one version saved in the year',
    }),
    formsByType: Type.Array(Type.Object({ key: FormTypeSchema, count: Count() }), {
      description: 'The same split by form type; both types always',
    }),
    recentForms: Type.Array(RecentFormSchema, {
      description: `The ${RECENT_FORMS_LIMIT} patient forms saved most recently in the year, each with its latest version saved in that year`,
    }),
  },
  { title: 'DashboardStats' },
);

export const FavoritePatientSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    birthDate: Type.String({ format: 'date' }),
    active: Type.Boolean(),
    protocols: Type.Array(Type.String(), {
      description: 'Codes of the patient’s protocols that the caller holds',
    }),
    addedAt: Type.String({
      format: 'date-time',
      description: 'When the caller added the patient to favourites',
    }),
  },
  { title: 'FavoritePatient' },
);

export const OpenCorrectionFlagSchema = Type.Object(
  {
    flagId: Type.Integer(),
    patientId: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    comment: Type.String(),
    hospitalId: Type.Integer(),
    hospitalShortName: Type.String(),
    author: Nullable(Type.String({ description: 'First and last name of who raised it' })),
    createdAt: Instant(),
  },
  { title: 'OpenCorrectionFlag' },
);

function dashboardList<T extends TSchema>(item: T, title: string, description: string) {
  return Type.Object(
    {
      data: Type.Array(item, { description: `${description}; at most ${DASHBOARD_LIST_LIMIT}` }),
      total: Type.Integer({ minimum: 0, description: 'How many there are in all' }),
    },
    { title },
  );
}

export const FavoritePatientListSchema = dashboardList(
  FavoritePatientSchema,
  'FavoritePatientList',
  'The caller’s favourite patients, the latest added first',
);

export const OpenCorrectionFlagListSchema = dashboardList(
  OpenCorrectionFlagSchema,
  'OpenCorrectionFlagList',
  'Open correction flags, the longest waiting first',
);
