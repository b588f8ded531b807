/**
 * A patient's protocols (disease entities): code and state, activate or deactivate, and the add
 * of another code the account may use. FOLLOWUP and unknown codes are never shown. Each row
 * links to the protocol's forms (`formsLink`, given by the patient page). On a phone the rows are
 * stacked, their button under them, instead of a table whose last column is off the screen.
 *
 * Deactivating hides the protocol's forms from the forms section (they are kept), so it is
 * confirmed first, as a patient's deactivation is; activating is one click. Either ends with a
 * toast and the focus on the button that took the pressed one's place (the heading when the role
 * has no such button), and an added protocol leaves the focus on the heading: a disabled or
 * vanished button would drop it at the page's top.
 */
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { visibleProtocols } from '../../../domain';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import { useAccount } from '../../../src/AppServicesContext';
import { StackedRecords, useStackedRows } from '../../../src/framework/StackedRows';
import { protocolsToAdd, useAllowed } from './access';
import { usePatientAction } from './patientQueries';
import { EmptyNote, SectionCard, useFocusLater, useOneAtATime } from './SectionCard';

export interface ProtocolsSectionProps {
  patient: Patient;
  /** The link to a protocol's forms. */
  formsLink: (protocol: PatientProtocol) => ReactNode;
}

function ProtocolStateButton({
  patient,
  protocol,
  heading,
}: {
  patient: Patient;
  protocol: PatientProtocol;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const translate = useTranslate();
  const action = protocol.active ? 'deactivate' : 'activate';
  // Both asked at once, so that the button does not blink out when the state flips.
  const canActivate = useAllowed('patientProtocols', 'activate');
  const canDeactivate = useAllowed('patientProtocols', 'deactivate');
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const focusLater = useFocusLater();
  const change = usePatientAction(
    patient.id,
    (dataProvider) =>
      protocol.active
        ? dataProvider.deactivatePatientProtocol(patient.id, protocol.id)
        : dataProvider.activatePatientProtocol(patient.id, protocol.id),
    {
      success: protocol.active
        ? 'patientDetails.notifications.protocolDeactivated'
        : 'patientDetails.notifications.protocolActivated',
      error: 'registry.errors.dataUpdate',
    },
  );
  const run = () =>
    change.mutate(undefined, {
      onSuccess: () => focusLater(() => button.current ?? heading.current),
      onSettled: () => setConfirming(false),
    });
  if (!(protocol.active ? canDeactivate : canActivate)) return null;
  return (
    <>
      <Button
        ref={button}
        size="small"
        color={protocol.active ? 'error' : 'primary'}
        aria-label={translate(`patientDetails.protocols.${action}`, {
          protocol: protocol.protocol,
        })}
        // Not `disabled`: a browser moves the focus of a disabled button to the page's top.
        aria-disabled={change.isPending}
        onClick={() => {
          if (change.isPending) return;
          if (protocol.active) setConfirming(true);
          else run();
        }}
      >
        {translate(`registry.framework.actions.${action}`)}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={change.isPending}
        title="patientDetails.protocols.deactivateTitle"
        titleTranslateOptions={{ protocol: protocol.protocol }}
        content="patientDetails.protocols.deactivateConfirm"
        contentTranslateOptions={{ protocol: protocol.protocol }}
        confirm="registry.framework.actions.deactivate"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onConfirm={run}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function AddProtocol({
  patient,
  shown,
  heading,
}: {
  patient: Patient;
  shown: readonly PatientProtocol[];
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const translate = useTranslate();
  const account = useAccount();
  const [code, setCode] = useState('');
  const focusLater = useFocusLater();
  const oneAtATime = useOneAtATime();
  const add = usePatientAction(
    patient.id,
    (dataProvider, protocol: string) => dataProvider.addPatientProtocol(patient.id, protocol),
    { success: 'patientDetails.notifications.protocolAdded', error: 'registry.errors.dataUpdate' },
  );
  const choices = account ? protocolsToAdd(account, shown) : [];
  if (!choices.length) return null;
  const chosen = (choices as readonly string[]).includes(code);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 2 }}>
      <TextField
        select
        size="small"
        label={translate('patientDetails.protocols.pick')}
        value={chosen ? code : ''}
        onChange={(event) => setCode(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <Button
        startIcon={<AddIcon />}
        disabled={!chosen}
        // Not `disabled` while sending, which would drop the focus; once added, the picker is
        // empty and the button disabled, so the focus goes to the heading over the new row.
        aria-disabled={add.isPending}
        onClick={() =>
          void oneAtATime(async () => {
            await add.mutateAsync(code);
            setCode('');
            focusLater(heading);
          })
        }
      >
        {translate('patientDetails.protocols.add')}
      </Button>
    </Box>
  );
}

function StateChip({ protocol }: { protocol: PatientProtocol }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={protocol.active ? 'success' : 'default'}
      label={translate(
        protocol.active ? 'patientDetails.protocols.active' : 'patientDetails.protocols.inactive',
      )}
    />
  );
}

export function ProtocolsSection({ patient, formsLink }: ProtocolsSectionProps) {
  const translate = useTranslate();
  const phone = useStackedRows();
  const canAdd = useAllowed('patientProtocols', 'create');
  const canActivate = useAllowed('patientProtocols', 'activate');
  const canDeactivate = useAllowed('patientProtocols', 'deactivate');
  const shown = visibleProtocols(patient.protocols);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <SectionCard title="patientDetails.sections.protocols" headingRef={heading}>
      {shown.length && phone ? (
        // The section's card has its own padding: the rows reach its edges, as a table's would.
        <Box sx={{ mx: -2 }}>
          <StackedRecords<PatientProtocol>
            records={shown}
            empty={null}
            title={(protocol) => protocol.protocol}
            details={(protocol) => (
              <>
                <StateChip protocol={protocol} />
                {formsLink(protocol)}
              </>
            )}
            body={
              canActivate || canDeactivate
                ? (protocol) => (
                    <ProtocolStateButton patient={patient} protocol={protocol} heading={heading} />
                  )
                : undefined
            }
          />
        </Box>
      ) : shown.length ? (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('patientDetails.protocols.protocol')}</TableCell>
                <TableCell>{translate('patientDetails.protocols.state')}</TableCell>
                <TableCell>{translate('patientDetails.protocols.forms')}</TableCell>
                <TableCell align="right">{translate('patientDetails.protocols.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((protocol) => (
                <TableRow key={protocol.id}>
                  <TableCell component="th" scope="row">
                    {protocol.protocol}
                  </TableCell>
                  <TableCell>
                    <StateChip protocol={protocol} />
                  </TableCell>
                  <TableCell>{formsLink(protocol)}</TableCell>
                  <TableCell align="right">
                    <ProtocolStateButton patient={patient} protocol={protocol} heading={heading} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <EmptyNote text="patientDetails.protocols.empty" />
      )}
      {canAdd ? <AddProtocol patient={patient} shown={shown} heading={heading} /> : null}
    </SectionCard>
  );
}
