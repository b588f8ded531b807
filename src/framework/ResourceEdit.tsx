/**
 * The edit view of a config. Saving waits for the server (no undo): a success shows the
 * resource's toast and goes to the record's page; a failure shows the server's message and
 * puts its field errors on the inputs. A record that could not be loaded reads as not found
 * (a 404) or as a failure to try again, and an address whose id no record can have as not found,
 * without asking (recordId.ts). A resource's own edit view renders this one with its form, the
 * body it sends and its not-found texts (EditExtensions in types.ts).
 */
import type { ComponentType } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { EditBase, useEditContext } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import { useToasts } from '../feedback/FeedbackContext';
import { fieldsFor, formBody, recordPath } from './config';
import { useRecordNotify } from './hooks';
import { RecordToolbar } from './RecordActions';
import { EditUnavailable, QUIET_FAILURE, RecordUnavailable } from './LoadStates';
import { NO_SUCH_RECORD, isRecordId } from './recordId';
import { ResourceForm } from './ResourceForm';
import { ResourcePageHeader } from './ResourcePageHeader';
import type { EditExtensions, RecordFormProps, ResourceConfig } from './types';
import { AFTER_SAVE } from './UnsavedChanges';

function EditLayout({
  config,
  form: Form,
}: {
  config: ResourceConfig;
  form: ComponentType<RecordFormProps> | undefined;
}) {
  const { record } = useEditContext();
  if (!record) return <PageLoading />;
  const cancelTo = recordPath(config, record.id);
  return (
    <>
      <ResourcePageHeader config={config} view="edit" record={record} />
      <RecordToolbar config={config} record={record} view="edit" />
      {Form ? (
        <Form view="edit" cancelTo={cancelTo} />
      ) : (
        <ResourceForm config={config} view="edit" cancelTo={cancelTo} />
      )}
    </>
  );
}

const noRetry = () => undefined;

export function ResourceEdit({
  config,
  form,
  transform,
  missing,
}: { config: ResourceConfig } & EditExtensions) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { pushError } = useToasts();
  const notify = useRecordNotify(config);
  const fields = fieldsFor(config, 'edit');
  if (!isRecordId(id)) {
    return (
      <RecordUnavailable
        config={config}
        error={NO_SUCH_RECORD}
        onRetry={noRetry}
        missingTitle={missing?.title}
        missingText={missing?.text}
        backLabel={missing?.back}
      />
    );
  }
  return (
    <EditBase
      resource={config.name}
      id={id}
      mutationMode="pessimistic"
      disableAuthentication
      transform={transform ?? ((data: Record<string, unknown>) => formBody(data, fields, 'update'))}
      loading={<PageLoading />}
      error={
        <EditUnavailable
          config={config}
          missingTitle={missing?.title}
          missingText={missing?.text}
          backLabel={missing?.back}
        />
      }
      queryOptions={QUIET_FAILURE}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          notify('updated');
          navigate(recordPath(config, record.id ?? id ?? ''), { state: AFTER_SAVE });
        },
        onError: (error: unknown) => pushError(error, 'registry.errors.update'),
      }}
    >
      <EditLayout config={config} form={form} />
    </EditBase>
  );
}
