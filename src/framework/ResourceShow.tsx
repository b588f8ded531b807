/**
 * The page of one record: its fields shown in pages, and its actions. A record that could not be
 * loaded reads as not found (a 404) or as a failure to try again, on its own route; an address
 * whose id no record can have reads as not found without asking (recordId.ts).
 */
import Card from '@mui/material/Card';
import { useParams } from 'react-router-dom';
import { ShowBase, SimpleShowLayout, useShowContext } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import { FieldDisplay } from './fields';
import { fieldLabel, fieldsFor } from './config';
import { RecordToolbar } from './RecordActions';
import { QUIET_FAILURE, RecordUnavailable, ShowUnavailable } from './LoadStates';
import { NO_SUCH_RECORD, isRecordId } from './recordId';
import { ResourcePageHeader } from './ResourcePageHeader';
import type { ResourceConfig } from './types';

function ShowLayout({ config }: { config: ResourceConfig }) {
  const { record } = useShowContext();
  if (!record) return <PageLoading />;
  return (
    <>
      <ResourcePageHeader config={config} view="show" record={record} />
      <RecordToolbar config={config} record={record} view="show" />
      <Card>
        <SimpleShowLayout>
          {fieldsFor(config, 'show').map((field) => (
            <FieldDisplay
              key={field.source}
              config={config}
              field={field}
              view="show"
              source={field.source}
              label={fieldLabel(config, field)}
            />
          ))}
        </SimpleShowLayout>
      </Card>
    </>
  );
}

const noRetry = () => undefined;

export function ResourceShow({ config }: { config: ResourceConfig }) {
  const { id } = useParams();
  if (!isRecordId(id)) {
    return <RecordUnavailable config={config} error={NO_SUCH_RECORD} onRetry={noRetry} />;
  }
  return (
    <ShowBase
      resource={config.name}
      id={id}
      disableAuthentication
      loading={<PageLoading />}
      error={<ShowUnavailable config={config} />}
      queryOptions={QUIET_FAILURE}
    >
      <ShowLayout config={config} />
    </ShowBase>
  );
}
