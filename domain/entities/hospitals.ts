/**
 * Hospitals: the central administrator lists, adds, edits, activates and deactivates them (with a
 * reason). A short name is unique whatever its case: lists and charts name hospitals by it.
 * Every signed-in user may also read the names of the hospitals in scope, for pickers: that part
 * is the hospital module's own (server/modules/hospital/), beside what this declaration builds.
 */
import { activeField, deactivationReasonField, defineEntity, timestampFields } from '../entity';
import { HOSPITAL_RULES } from '../hospital';

export const hospitals = defineEntity({
  name: 'hospitals',
  table: 'hospitals',
  permission: 'hospitals',
  fields: [
    {
      name: 'name',
      column: 'name',
      type: 'text',
      rules: HOSPITAL_RULES.name,
      label: { pl: 'Nazwa', en: 'Name' },
    },
    {
      name: 'shortName',
      column: 'short_name',
      type: 'text',
      rules: HOSPITAL_RULES.shortName,
      unique: { message: 'errors.hospitalShortNameExists', constraint: 'hospitals_short_name_key' },
      label: { pl: 'Nazwa skrócona', en: 'Short name' },
    },
    {
      name: 'address',
      column: 'address',
      type: 'text',
      nullable: true,
      rules: HOSPITAL_RULES.address,
      label: { pl: 'Adres', en: 'Address' },
    },
    {
      name: 'zipCode',
      column: 'zip_code',
      type: 'zipCode',
      nullable: true,
      rules: HOSPITAL_RULES.zipCode,
      description: 'XX-XXX',
      label: { pl: 'Kod pocztowy', en: 'Zip code' },
      helper: { pl: 'Format: 00-950', en: 'Format: 00-950' },
    },
    {
      name: 'city',
      column: 'city',
      type: 'text',
      nullable: true,
      rules: HOSPITAL_RULES.city,
      label: { pl: 'Miejscowość', en: 'City' },
    },
    activeField({ pl: 'Aktywny', en: 'Active' }),
    deactivationReasonField(),
    ...timestampFields(),
  ],
  list: {
    sorts: ['name', 'shortName', 'city', 'zipCode', 'active', 'createdAt'],
    filters: ['active', 'city'],
    screenFilters: ['active'],
    search: ['name', 'shortName', 'city', 'address'],
    perPage: 10,
    defaultSort: { field: 'name', order: 'asc' },
  },
  deactivation: { reasonRequired: true },
  audit: { objectType: 'hospital' },
  api: {
    path: '/v1/hospital/hospitals',
    tag: 'hospital',
    idAlias: 'hospitalId',
    title: 'Hospital',
    noun: { one: 'hospital', many: 'hospitals' },
    listDescription:
      'Search matches name, short name, city and address, ignoring case and accents.',
    inputDescription:
      'name (required, at most 200), shortName (required, at most 50, unique whatever its case), address and city (at most 200), zipCode (XX-XXX). A rule broken is a 422 with details by field; a short name another hospital has is a 409 on shortName.',
  },
  routes: {
    list: '/hospitals',
    show: '/hospital/:id',
    edit: '/hospital/:id/edit',
    create: '/add-new-hospital',
  },
  menu: { order: 40 },
  texts: {
    pl: {
      name: 'Szpital |||| Szpitale |||| Szpitali',
      create: 'Dodaj szpital',
      empty: 'Nie dodano jeszcze żadnego szpitala.',
      noResults: 'Żaden szpital nie pasuje do wybranych filtrów.',
      objectType: 'Szpital',
      auditActions: {
        create: 'Utworzenie szpitala',
        update: 'Aktualizacja szpitala',
        activate: 'Aktywacja szpitala',
        deactivate: 'Dezaktywacja szpitala',
      },
      notifications: {
        created: 'Szpital został utworzony',
        updated: 'Dane szpitala zostały zapisane.',
        activated: 'Szpital został aktywowany',
        deactivated: 'Szpital został dezaktywowany',
      },
    },
    en: {
      name: 'Hospital |||| Hospitals',
      create: 'Add hospital',
      empty: 'No hospital has been added yet.',
      noResults: 'No hospital matches the chosen filters.',
      objectType: 'Hospital',
      auditActions: {
        create: 'Hospital created',
        update: 'Hospital updated',
        activate: 'Hospital activated',
        deactivate: 'Hospital deactivated',
      },
      notifications: {
        created: 'Hospital created',
        updated: 'The hospital data has been successfully saved.',
        activated: 'Hospital activated',
        deactivated: 'Hospital deactivated',
      },
    },
  },
  // The specification's messages (section 8) keep their names.
  notificationKeys: {
    created: 'registry.notifications.hospitalCreated',
    updated: 'registry.notifications.hospitalSaved',
    activated: 'registry.notifications.hospitalActivated',
    deactivated: 'registry.notifications.hospitalDeactivated',
  },
});
