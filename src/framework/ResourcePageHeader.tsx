/**
 * Breadcrumbs and the heading of an engine view, on the spec routes of the config:
 * Home / Hospitals / Szpital im. Korczaka / Edit. Custom views use it too.
 */
import { useTranslate } from 'react-admin';
import { HOME_CRUMB, PageHeader } from '../components/PageHeader';
import type { Crumb } from '../components/PageHeader';
import { recordTitle, showPath } from './config';
import type { ResourceConfig, ViewName } from './types';

/** The resource's name in the plural (`Szpitale`), as the menu and the list heading show it. */
export function useResourcePlural(config: ResourceConfig): string {
  const translate = useTranslate();
  return translate(`resources.${config.name}.name`, { smart_count: 2, _: config.name });
}

/** The label of the add button and the heading of the create page (`Dodaj szpital`). */
export function useCreateLabel(config: ResourceConfig): string {
  const translate = useTranslate();
  const singular = translate(`resources.${config.name}.name`, { smart_count: 1, _: config.name });
  return translate(`resources.${config.name}.actions.create`, {
    _: translate('registry.framework.createTitle', { name: singular }),
  });
}

export function ResourcePageHeader({
  config,
  view,
  record,
}: {
  config: ResourceConfig;
  view: ViewName;
  record?: Record<string, unknown> | undefined;
}) {
  const translate = useTranslate();
  const plural = useResourcePlural(config);
  const createLabel = useCreateLabel(config);
  const listCrumb: Crumb = { label: plural, to: config.routes.list };
  const name = record ? recordTitle(config, record) : '';
  const recordPage = record ? showPath(config, record.id as string | number) : undefined;

  switch (view) {
    case 'list':
      return <PageHeader title={plural} crumbs={[HOME_CRUMB]} />;
    case 'show':
      return <PageHeader title={name} crumbs={[HOME_CRUMB, listCrumb]} />;
    case 'edit':
      return (
        <PageHeader
          title={translate('registry.framework.editTitle', { name })}
          crumbs={[HOME_CRUMB, listCrumb, ...(recordPage ? [{ label: name, to: recordPage }] : [])]}
        />
      );
    case 'create':
      return <PageHeader title={createLabel} crumbs={[HOME_CRUMB, listCrumb]} />;
  }
}
