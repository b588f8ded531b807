/** The page of one record: its fields shown in pages, and its actions. */
import Card from '@mui/material/Card';
import { useNavigate, useParams } from 'react-router-dom';
import { ShowBase, SimpleShowLayout, useShowContext } from 'react-admin';
import { PageLoading } from '../components/PageLoading';
import { useToasts } from '../feedback/FeedbackContext';
import { FieldDisplay } from './fields';
import { fieldLabel, fieldsFor } from './config';
import { RecordToolbar } from './RecordActions';
import { ResourcePageHeader } from './ResourcePageHeader';
import type { ResourceConfig } from './types';

function ShowLayout({ config }: { config: ResourceConfig }) {
  const { record, isPending } = useShowContext();
  if (isPending || !record) return <PageLoading />;
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

export function ResourceShow({ config }: { config: ResourceConfig }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { pushError } = useToasts();
  return (
    <ShowBase
      resource={config.name}
      id={id}
      disableAuthentication
      queryOptions={{
        onError: (error: unknown) => {
          pushError(error, 'registry.errors.dataFetching');
          navigate(config.routes.list, { replace: true });
        },
      }}
    >
      <ShowLayout config={config} />
    </ShowBase>
  );
}
