/**
 * The create view of a config. The API answers a new record's id under its own name
 * (`hospitalId`, `accountId`...), which the data provider reads; the user lands on the new
 * record's page, which loads the record afresh: what react-admin cached from the create is the
 * form's values and that id, not the record. A resource's own create view renders this one with
 * its form and the body it sends (RecordFormExtensions in types.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CreateBase } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useToasts } from '../feedback/FeedbackContext';
import { fieldsFor, formBody, recordPath } from './config';
import { useRecordNotify } from './hooks';
import { ResourceForm } from './ResourceForm';
import { ResourcePageHeader } from './ResourcePageHeader';
import type { RecordFormExtensions, ResourceConfig } from './types';
import { AFTER_SAVE } from './UnsavedChanges';

export function ResourceCreate({
  config,
  form: Form,
  transform,
}: { config: ResourceConfig } & RecordFormExtensions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pushError } = useToasts();
  const notify = useRecordNotify(config);
  const fields = fieldsFor(config, 'create');
  return (
    <CreateBase
      resource={config.name}
      mutationMode="pessimistic"
      disableAuthentication
      transform={transform ?? ((data: Record<string, unknown>) => formBody(data, fields, 'create'))}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          queryClient.removeQueries({
            queryKey: [config.name, 'getOne', { id: String(record.id) }],
          });
          notify('created');
          navigate(record.id === undefined ? config.routes.list : recordPath(config, record.id), {
            state: AFTER_SAVE,
          });
        },
        onError: (error: unknown) => pushError(error, 'registry.errors.creation'),
      }}
    >
      <ResourcePageHeader config={config} view="create" />
      {Form ? (
        <Form view="create" cancelTo={config.routes.list} />
      ) : (
        <ResourceForm config={config} view="create" cancelTo={config.routes.list} />
      )}
    </CreateBase>
  );
}
