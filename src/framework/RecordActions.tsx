/**
 * The toolbar of a record's page: edit (on the show page), the resource's extra actions, and
 * activate or deactivate, each shown only to roles the permission table allows. Activating asks
 * first, naming the reason the record was deactivated for; deactivating asks for a reason.
 * Either one, once done, gives its place to the other, which takes the focus: the button the
 * user pressed is gone, and a browser would put the focus back at the page's top.
 */
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import EditIcon from '@mui/icons-material/Edit';
import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { visuallyHidden } from '@mui/utils';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Confirm, TopToolbar, useDataProvider, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useAccount } from '../AppServicesContext';
import { useToasts } from '../feedback/FeedbackContext';
import type { OncoregDataProvider } from '../providers/dataProvider';
import { DeactivateDialog } from './DeactivateDialog';
import { useReasonInLanguage } from './DeactivationReasonText';
import { editPath, recordTitle } from './config';
import { useRecordChanged, useRecordNotify } from './hooks';
import type { ResourceConfig } from './types';
import { useRoleAllows } from './useRoleAllows';

interface RecordActionProps {
  config: ResourceConfig;
  record: RaRecord;
}

interface ToggleProps extends RecordActionProps {
  /** Whether the button takes the focus when it appears (it replaces the one just used). */
  focusOnMount?: boolean;
  onDone?: () => void;
}

/** A ref that focuses its button once, when it first appears, if asked to. */
function useFocusOnMount(focusOnMount: boolean | undefined) {
  const ref = useRef<HTMLButtonElement>(null);
  const focus = useRef(focusOnMount);
  useEffect(() => {
    if (focus.current) ref.current?.focus();
  }, []);
  return ref;
}

/** The record's stored deactivation reason, when it has one. */
function storedReason(record: RaRecord): string | null {
  const stored: unknown = record.deactivationReason;
  return typeof stored === 'string' && stored.trim() ? stored : null;
}

export function ActivateButton({ config, record, focusOnMount, onDone }: ToggleProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const canAccess = useRoleAllows(config.permission, 'activate');
  const changed = useRecordChanged(config.name);
  const notify = useRecordNotify(config);
  const { pushError } = useToasts();
  const ref = useFocusOnMount(focusOnMount);
  const [asking, setAsking] = useState(false);
  const reason = storedReason(record);
  const inLanguage = useReasonInLanguage(asking && reason !== null);
  const mutation = useMutation({
    mutationFn: () => dataProvider.activate(config.name, record.id),
    onSuccess: (updated) => {
      onDone?.();
      setAsking(false);
      changed(updated);
      notify('activated');
    },
    onError: (error) => pushError(error, 'registry.errors.dataUpdate'),
  });
  if (!canAccess) return null;
  return (
    <>
      <Button
        ref={ref}
        startIcon={<CheckCircleOutlineIcon />}
        onClick={() => setAsking(true)}
        disabled={mutation.isPending}
      >
        {translate('registry.framework.actions.activate')}
      </Button>
      {/* Asked first, with the reason it was deactivated for: an account locked after a
          suspected takeover came back with one click, a double click on the button's place
          toggling it twice. */}
      <Confirm
        isOpen={asking}
        loading={mutation.isPending}
        title="registry.framework.activate.title"
        titleTranslateOptions={{ name: recordTitle(config, record) }}
        content={
          reason ? 'registry.framework.activate.withReason' : 'registry.framework.activate.confirm'
        }
        translateOptions={reason ? { reason: inLanguage(reason).replace(/[.\s]+$/, '') } : {}}
        confirm="registry.framework.actions.activate"
        confirmColor="primary"
        onConfirm={() => mutation.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function DeactivateButton({ config, record, focusOnMount, onDone }: ToggleProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OncoregDataProvider>();
  const canAccess = useRoleAllows(config.permission, 'deactivate');
  const changed = useRecordChanged(config.name);
  const notify = useRecordNotify(config);
  const { pushError } = useToasts();
  const [open, setOpen] = useState(false);
  const ref = useFocusOnMount(focusOnMount);
  const account = useAccount();
  const refused = config.deactivationRefused?.({ record, account });
  const refusalId = useId();
  const mutation = useMutation({
    mutationFn: (reason: string | undefined) =>
      dataProvider.deactivate(config.name, record.id, reason),
    onSuccess: (updated) => {
      onDone?.();
      setOpen(false);
      changed(updated);
      notify('deactivated');
    },
    onError: (error) => pushError(error, 'registry.errors.dataUpdate'),
  });
  if (!canAccess) return null;
  if (refused) {
    // The reason on hover or a long press, and read with the button: a caption beside it
    // widened a phone's toolbar past the screen.
    const reason = translate(refused);
    return (
      <Tooltip title={reason} enterTouchDelay={0}>
        <span>
          <Button color="error" startIcon={<BlockIcon />} disabled aria-describedby={refusalId}>
            {translate('registry.framework.actions.deactivate')}
          </Button>
          <Box component="span" id={refusalId} sx={visuallyHidden}>
            {reason}
          </Box>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button ref={ref} color="error" startIcon={<BlockIcon />} onClick={() => setOpen(true)}>
        {translate('registry.framework.actions.deactivate')}
      </Button>
      {open ? (
        <DeactivateDialog
          open
          title={translate('registry.framework.deactivate.title', {
            name: recordTitle(config, record),
          })}
          reasonRequired={config.deactivationReasonRequired ?? false}
          record={config.name}
          pending={mutation.isPending}
          onCancel={() => setOpen(false)}
          onConfirm={(reason) => mutation.mutate(reason)}
        />
      ) : null}
    </>
  );
}

function EditLinkButton({ config, record }: RecordActionProps) {
  const translate = useTranslate();
  const canAccess = useRoleAllows(config.permission, 'edit');
  const to = editPath(config, record.id);
  if (!canAccess || !to) return null;
  return (
    <Button component={RouterLink} to={to} startIcon={<EditIcon />}>
      {translate('registry.framework.actions.edit')}
    </Button>
  );
}

export function RecordToolbar({
  config,
  record,
  view,
}: RecordActionProps & { view: 'show' | 'edit' }) {
  const actions = config.actions ?? [];
  const extra = config.extraActions?.[view] ?? [];
  const [toggled, setToggled] = useState(false);
  const toggle = { focusOnMount: toggled, onDone: () => setToggled(true) };
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start', px: 0 }}>
      {view === 'show' ? <EditLinkButton config={config} record={record} /> : null}
      {extra.map((Action, index) => (
        <Action key={index} />
      ))}
      {actions.includes('activate') && record.active === false ? (
        <ActivateButton config={config} record={record} {...toggle} />
      ) : null}
      {actions.includes('deactivate') && record.active === true ? (
        <DeactivateButton config={config} record={record} {...toggle} />
      ) : null}
    </TopToolbar>
  );
}
