/**
 * The add buttons of a patient's page take one click at a time: a double click adds a protocol,
 * a hospital or a correction flag once, not twice (the second refused by the server as a
 * duplicate, beside the first one's "added").
 */
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Patient } from '../../domain/patient';
import type { Answer } from './fakeApi';
import { PATIENT, callsTo, doubleClick, imid, renderPatientPage, usd } from './patientPageHarness';
import { account, ok, patientFixture } from './protocolFormHarness';

configure({ asyncUtilTimeout: 10_000 });

const duplicate = (message: string): Answer => ({
  status: 409,
  body: { code: 'conflict', message, correlationId: 'corr-409' },
});

/** The API of one patient, refusing what the patient has already as the server does. */
function renderPatient() {
  let patient: Patient = patientFixture({ hospitals: [usd] });
  const change = (next: Partial<Patient>) => {
    patient = { ...patient, ...next };
  };
  return renderPatientPage(
    () => patient,
    {
      [`POST ${PATIENT}/protocols`]: (call) => {
        const { protocol } = call.body as { protocol: string };
        if (patient.protocols.some((held) => held.protocol === protocol)) {
          return duplicate('Pacjent ma już ten protokół');
        }
        const added = { id: 33, protocol, active: true };
        change({ protocols: [...patient.protocols, added] });
        return { status: 201, body: added };
      },
      [`POST ${PATIENT}/hospitals/2`]: () => {
        if (patient.hospitals.some((held) => held.id === imid.id)) {
          return duplicate('Pacjent jest już przypisany do tego szpitala');
        }
        change({ hospitals: [...patient.hospitals, imid] });
        return ok({ data: patient.hospitals });
      },
      [`POST ${PATIENT}/correction-flags`]: () => ({ status: 201, body: { flagId: 42 } }),
    },
    { ...account('ROLE_CENTRAL_ADMINISTRATOR'), protocols: ['STS', 'HL'] },
  );
}

describe("a double click on a patient section's add button", { timeout: 30_000 }, () => {
  it('adds the protocol once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('combobox', { name: 'Protokół do dodania' }));
    await user.click(await screen.findByRole('option', { name: 'HL' }));
    doubleClick(screen.getByRole('button', { name: 'Dodaj protokół' }));

    expect(await screen.findByText('Protokół został dodany')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/protocols`)).toHaveLength(1);
    expect(screen.queryByText('Pacjent ma już ten protokół')).not.toBeInTheDocument();
  });

  it('adds the hospital once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('combobox', { name: 'Szpital do dodania' }));
    await user.click(await screen.findByRole('option', { name: imid.name }));
    doubleClick(screen.getByRole('button', { name: 'Dodaj szpital' }));

    expect(await screen.findByText('Szpital został dodany do pacjenta')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/hospitals/2`)).toHaveLength(1);
  });

  it('raises the correction flag once', async () => {
    const user = userEvent.setup();
    const { api } = renderPatient();

    await user.click(await screen.findByRole('button', { name: 'Dodaj flagę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa flaga korekty' });
    await user.type(within(dialog).getByLabelText(/Komentarz/), 'Uzupełnić stadium');
    doubleClick(within(dialog).getByRole('button', { name: 'Dodaj flagę' }));

    expect(await screen.findByText('Flaga została dodana')).toBeInTheDocument();
    expect(callsTo(api.calls, 'POST', `${PATIENT}/correction-flags`)).toHaveLength(1);
  });
});
