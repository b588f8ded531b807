/**
 * The other changes of a patient's page take one click at a time too: a quick double click
 * activates or deactivates a protocol, resolves a correction flag, turns the favourite star,
 * or removes a hospital or an attachment once, not twice. Their buttons' `isPending` comes too
 * late for the second click (see patientSectionAdds.test.tsx).
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CorrectionFlag, Patient, PatientFile } from '../../domain/patient';
import { PATIENT, callsTo, doubleClick, imid, renderPatientPage, usd } from './patientPageHarness';
import { STS_ROW, ok, patientFixture } from './protocolFormHarness';

configure({ asyncUtilTimeout: 10_000 });

const openFlag: CorrectionFlag = {
  id: 41,
  flagId: 41,
  comment: 'Brak daty rozpoznania',
  hospitalId: 1,
  hospitalName: usd.name,
  authorId: 8,
  authorName: 'Piotr Lis',
  createdAt: '2024-05-02T10:00:00.000Z',
  resolved: false,
  resolvedAt: null,
  resolvedById: null,
  resolvedByName: null,
};

const attachment: PatientFile = {
  id: 51,
  fileId: 51,
  kind: 'attachment',
  type: 'DISCHARGE_SUMMARY',
  date: null,
  name: 'epikryza.pdf',
  contentType: 'application/pdf',
  size: 1536,
  sha256: 'a'.repeat(64),
  uploadedAt: '2024-05-01T08:00:00.000Z',
  uploadedById: 8,
  uploadedByName: 'Piotr Lis',
};

/** The API of one patient, answering each change as the server does. */
function renderPatient(overrides: Partial<Patient> = {}) {
  let patient: Patient = patientFixture({
    hospitals: [usd, imid],
    correctionFlags: [openFlag],
    attachments: [attachment],
    ...overrides,
  });
  const protocolState = (active: boolean) => () => {
    patient = { ...patient, protocols: patient.protocols.map((held) => ({ ...held, active })) };
    return ok(patient.protocols[0]);
  };
  return renderPatientPage(() => patient, {
    [`PATCH ${PATIENT}/protocols/${STS_ROW}/activate`]: protocolState(true),
    [`PATCH ${PATIENT}/protocols/${STS_ROW}/deactivate`]: protocolState(false),
    [`PATCH ${PATIENT}/correction-flags/41/resolve`]: () => {
      patient = { ...patient, correctionFlags: [{ ...openFlag, resolved: true }] };
      return { status: 204 };
    },
    [`POST ${PATIENT}/favorite-patients`]: () => {
      patient = { ...patient, favorite: true };
      return ok({ isFavorite: true });
    },
    [`DELETE ${PATIENT}/hospitals/2`]: () => {
      patient = { ...patient, hospitals: [usd] };
      return ok({ data: patient.hospitals });
    },
    [`DELETE ${PATIENT}/attachments/51`]: () => {
      patient = { ...patient, attachments: [] };
      return { status: 204 };
    },
  });
}

describe("a double click on a patient page's change", { timeout: 30_000 }, () => {
  it('activates the protocol once', async () => {
    const { api } = renderPatient({ protocols: [{ id: STS_ROW, protocol: 'STS', active: false }] });

    doubleClick(await screen.findByRole('button', { name: 'Aktywuj protokół STS' }));

    expect(await screen.findByText('Protokół został aktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', `${PATIENT}/protocols/${STS_ROW}/activate`)).toHaveLength(1);
  });

  it('deactivates the protocol once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('button', { name: 'Dezaktywuj protokół STS' }));
    const dialog = await screen.findByRole('dialog');
    doubleClick(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));

    expect(await screen.findByText('Protokół został dezaktywowany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', `${PATIENT}/protocols/${STS_ROW}/deactivate`)).toHaveLength(
      1,
    );
  });

  it('resolves the correction flag once', async () => {
    const { api } = renderPatient();

    doubleClick(
      await screen.findByRole('button', { name: 'Rozwiąż flagę: Brak daty rozpoznania' }),
    );

    expect(await screen.findByText('Flaga została usunięta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'PATCH', `${PATIENT}/correction-flags/41/resolve`)).toHaveLength(1);
  });

  it('adds the patient to the favourites once', async () => {
    const { api } = renderPatient();

    doubleClick(await screen.findByRole('button', { name: 'Dodaj do obserwowanych' }));

    expect(await screen.findByRole('button', { name: 'Usuń z obserwowanych' })).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/favorite-patients`)).toHaveLength(1);
  });

  it('removes the hospital once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('button', { name: `Odłącz szpital ${imid.name}` }));
    const dialog = await screen.findByRole('dialog');
    doubleClick(within(dialog).getByRole('button', { name: /Potwierdź|Tak/ }));

    expect(await screen.findByText('Szpital został odłączony od pacjenta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/hospitals/2`)).toHaveLength(1);
  });

  it('removes the attachment once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('button', { name: 'Usuń plik epikryza.pdf' }));
    const dialog = await screen.findByRole('dialog');
    doubleClick(within(dialog).getByRole('button', { name: /Potwierdź|Tak/ }));

    expect(await screen.findByText('Plik został usunięty')).toBeInTheDocument();
    expect(callsTo(api.calls, 'DELETE', `${PATIENT}/attachments/51`)).toHaveLength(1);
  });
});
