/**
 * The form of the edit and create views: the inputs of the fields the view shows, checked by
 * the domain rules before anything is sent, and the server's field errors on the same inputs
 * after (the data provider hands them to react-admin as `body.errors`).
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { Link as RouterLink } from 'react-router-dom';
import { SaveButton, SimpleForm, Toolbar, useTranslate } from 'react-admin';
import { FieldInput } from './fields';
import { fieldsFor } from './config';
import type { ResourceConfig } from './types';

function FormToolbar({ cancelTo }: { cancelTo: string }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button component={RouterLink} to={cancelTo}>
        {translate('registry.framework.actions.cancel')}
      </Button>
    </Toolbar>
  );
}

export function ResourceForm({
  config,
  view,
  cancelTo,
}: {
  config: ResourceConfig;
  view: 'edit' | 'create';
  cancelTo: string;
}) {
  return (
    <Card sx={{ maxWidth: 720 }}>
      <SimpleForm toolbar={<FormToolbar cancelTo={cancelTo} />}>
        {fieldsFor(config, view).map((field) => (
          <FieldInput key={field.source} config={config} field={field} view={view} />
        ))}
      </SimpleForm>
    </Card>
  );
}
