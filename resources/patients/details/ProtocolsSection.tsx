/**
 * A patient's protocols (disease entities): code and state, activate or deactivate, and the add
 * of another code the account may use. FOLLOWUP and unknown codes are never shown. Each row
 * links to the protocol's forms (`formsLink`, given by the patient page). On a phone the rows are
 * stacked, their button under them, instead of a table whose last column is off the screen.
 */
import AddIcon from '@mui/icons-material/Add';
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
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { visibleProtocols } from '../../../domain';
import type { Patient, PatientProtocol } from '../../../domain/patient';
import { useAccount } from '../../../src/AppServicesContext';
import { StackedRecords, useStackedRows } from '../../../src/framework/StackedRows';
import { protocolsToAdd, useAllowed } from './access';
import { usePatientAction } from './patientQueries';
import { EmptyNote, SectionCard } from './SectionCard';

export interface ProtocolsSectionProps {
  patient: Patient;
  /** The link to a protocol's forms. */
  formsLink: (protocol: PatientProtocol) => ReactNode;
}

function ProtocolStateButton({
  patient,
  protocol,
}: {
  patient: Patient;
  protocol: PatientProtocol;
}) {
  const translate = useTranslate();
  const action = protocol.active ? 'deactivate' : 'activate';
  // Both asked at once, so that the button does not blink out when the state flips.
  const canActivate = useAllowed('patientProtocols', 'activate');
  const canDeactivate = useAllowed('patientProtocols', 'deactivate');
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
  if (!(protocol.active ? canDeactivate : canActivate)) return null;
  return (
    <Button
      size="small"
      color={protocol.active ? 'error' : 'primary'}
      aria-label={translate(`patientDetails.protocols.${action}`, { protocol: protocol.protocol })}
      disabled={change.isPending}
      onClick={() => change.mutate()}
    >
      {translate(`registry.framework.actions.${action}`)}
    </Button>
  );
}

function AddProtocol({ patient, shown }: { patient: Patient; shown: readonly PatientProtocol[] }) {
  const translate = useTranslate();
  const account = useAccount();
  const [code, setCode] = useState('');
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
        disabled={!chosen || add.isPending}
        onClick={() => add.mutate(code, { onSuccess: () => setCode('') })}
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
  return (
    <SectionCard title="patientDetails.sections.protocols">
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
                ? (protocol) => <ProtocolStateButton patient={patient} protocol={protocol} />
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
                    <ProtocolStateButton patient={patient} protocol={protocol} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <EmptyNote text="patientDetails.protocols.empty" />
      )}
      {canAdd ? <AddProtocol patient={patient} shown={shown} /> : null}
    </SectionCard>
  );
}
