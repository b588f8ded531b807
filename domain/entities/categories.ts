/**
 * Disease categories (soft tissue sarcoma, neuroblastoma...), named by abbreviation. The central
 * administrator keeps the list; an abbreviation is unique ignoring case, and a deactivation
 * reason is optional here (the specification asks one of hospitals, users and patients).
 * Unsorted, the API keeps the order the categories were added in (the specification's order).
 */
import { CATEGORY_RULES } from '../category';
import { activeField, deactivationReasonField, defineEntity } from '../entity';

export const categories = defineEntity({
  name: 'categories',
  table: 'categories',
  permission: 'categories',
  fields: [
    {
      name: 'abbreviation',
      column: 'abbreviation',
      type: 'text',
      rules: CATEGORY_RULES.abbreviation,
      unique: { message: 'errors.categoryExists', constraint: 'categories_abbreviation_key' },
      label: { pl: 'Skrót', en: 'Abbreviation' },
    },
    {
      name: 'namePl',
      column: 'name_pl',
      type: 'text',
      rules: CATEGORY_RULES.namePl,
      label: { pl: 'Nazwa polska', en: 'Polish name' },
    },
    {
      name: 'nameEn',
      column: 'name_en',
      type: 'text',
      rules: CATEGORY_RULES.nameEn,
      label: { pl: 'Nazwa angielska', en: 'English name' },
    },
    activeField({ pl: 'Aktywna', en: 'Active' }),
    deactivationReasonField(),
  ],
  list: {
    sorts: ['abbreviation', 'namePl', 'nameEn', 'active'],
    filters: ['active'],
    search: ['abbreviation', 'namePl', 'nameEn'],
    defaultSort: { field: 'abbreviation', order: 'asc' },
    unsorted: 'insertion',
  },
  deactivation: { reasonRequired: false },
  audit: { objectType: 'category' },
  api: {
    path: '/v1/category/categories',
    tag: 'category',
    idAlias: 'categoryId',
    title: 'Category',
    noun: { one: 'disease category', many: 'disease categories', short: 'category' },
    listDescription:
      'Search matches the abbreviation and both names, ignoring case and accents. Unsorted, the list keeps the order the categories were added in.',
    inputDescription:
      'abbreviation (required, at most 20, unique ignoring case: 409 otherwise), namePl and nameEn (required, at most 200).',
  },
  routes: {
    list: '/categories',
    show: '/category/:id',
    edit: '/category/:id/edit',
    create: '/add-new-category',
  },
  menu: { order: 60 },
  recordRepresentation: 'abbreviation',
  texts: {
    pl: {
      name: 'Kategoria chorób |||| Kategorie chorób |||| Kategorii chorób',
      create: 'Dodaj kategorię',
      empty: 'Nie dodano jeszcze żadnej kategorii.',
      noResults: 'Żadna kategoria nie pasuje do wybranych filtrów.',
      objectType: 'Kategoria',
      auditActions: {
        create: 'Utworzenie kategorii',
        update: 'Aktualizacja kategorii',
        activate: 'Aktywacja kategorii',
        deactivate: 'Dezaktywacja kategorii',
      },
      notifications: {
        created: 'Kategoria została utworzona',
        updated: 'Kategoria została zaktualizowana',
        activated: 'Kategoria została aktywowana',
        deactivated: 'Kategoria została dezaktywowana',
      },
    },
    en: {
      name: 'Disease category |||| Disease categories',
      create: 'Add category',
      empty: 'No category has been added yet.',
      noResults: 'No category matches the chosen filters.',
      objectType: 'Category',
      auditActions: {
        create: 'Category created',
        update: 'Category updated',
        activate: 'Category activated',
        deactivate: 'Category deactivated',
      },
      notifications: {
        created: 'Category created',
        updated: 'Category updated',
        activated: 'Category activated',
        deactivated: 'Category deactivated',
      },
    },
  },
  // The specification's messages (section 8) keep their names.
  notificationKeys: {
    created: 'registry.notifications.categoryCreated',
    updated: 'registry.notifications.categoryUpdated',
    activated: 'registry.notifications.categoryActivated',
    deactivated: 'registry.notifications.categoryDeactivated',
  },
});
