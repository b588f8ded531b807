/**
 * The create view of a config. The API answers a new record's id under its own name
 * (`hospitalId`, `accountId`...), which the data provider reads; the user lands on the new
 * record's page.
 */
import { useNavigate } from 'react-router-dom';
import { CreateBase } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useToasts } from '../feedback/FeedbackContext';
import { fieldsFor, formBody, recordPath } from './config';
import { useRecordNotify } from './hooks';
import { ResourceForm } from './ResourceForm';
import { ResourcePageHeader } from './ResourcePageHeader';
import type { ResourceConfig } from './types';
import { AFTER_SAVE } from './UnsavedChanges';

export function ResourceCreate({ config }: { config: ResourceConfig }) {
  const navigate = useNavigate();
  const { pushError } = useToasts();
  const notify = useRecordNotify(config);
  const fields = fieldsFor(config, 'create');
  return (
    <CreateBase
      resource={config.name}
      mutationMode="pessimistic"
      disableAuthentication
      transform={(data: Record<string, unknown>) => formBody(data, fields, 'create')}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('created');
          navigate(record.id === undefined ? config.routes.list : recordPath(config, record.id), {
            state: AFTER_SAVE,
          });
        },
        onError: (error: unknown) => pushError(error, 'registry.errors.creation'),
      }}
    >
      <ResourcePageHeader config={config} view="create" />
      <ResourceForm config={config} view="create" cancelTo={config.routes.list} />
    </CreateBase>
  );
}
