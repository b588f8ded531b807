/**
 * The contact details through the API: the CONTACT_* settings as the server reads them (and
 * refuses them when malformed), served to every role, documented, and never to a guest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { ConfigError, loadConfig } from '../../server/config';
import { type Session, documentedOperations, requester, signInAs } from './administration';
import { useTestApp } from './helpers';

const CONTACT_ENV = {
  CONTACT_ORGANISATION: 'Fundacja Testowa Onkologii Dziecięcej',
  CONTACT_ADDRESS: 'ul. Przykładowa 12/3',
  CONTACT_POSTAL_CODE: '31-123',
  CONTACT_CITY: 'Kraków',
  CONTACT_EMAIL: 'rejestr@fundacja.test',
  CONTACT_PHONE: '+48 12 345 67 89',
  CONTACT_HOURS: 'pon.–pt. 9:00–15:00',
  CONTACT_DPO_EMAIL: 'iod@fundacja.test',
};

const t = useTestApp({ env: CONTACT_ENV });
const request = requester(t);
const path = '/api/v1/info/contact';

const sessions = {} as Record<(typeof ROLES)[number], Session>;

beforeAll(async () => {
  for (const role of ROLES) sessions[role] = await signInAs(t, role);
});

describe('GET /api/v1/info/contact', () => {
  it("answers the foundation's details from the settings", async () => {
    const response = await request(sessions.ROLE_REPORTER_PHYSICIAN, 'GET', path);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organisation: 'Fundacja Testowa Onkologii Dziecięcej',
      address: 'ul. Przykładowa 12/3',
      postalCode: '31-123',
      city: 'Kraków',
      email: 'rejestr@fundacja.test',
      phone: '+48 12 345 67 89',
      hours: 'pon.–pt. 9:00–15:00',
      dataProtectionOfficerEmail: 'iod@fundacja.test',
    });
  });

  it.each(ROLES)('is open to every role: %s', async (role) => {
    const response = await request(sessions[role], 'GET', path);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe('rejestr@fundacja.test');
  });

  it('answers 401 without a token', async () => {
    const response = await request(undefined, 'GET', path);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthorized');
  });

  it('is documented in the OpenAPI document', async () => {
    expect(await documentedOperations(t, '/api/v1/info')).toEqual({
      'GET /api/v1/info/contact': ['200', '400', '401', '403', '500'],
    });
  });
});

describe('the contact settings', () => {
  it('give nothing unset: no made-up address for a user to write to', () => {
    expect(loadConfig({}).contact).toEqual({});
    expect(loadConfig({ CONTACT_PHONE: '+48 12 345 67 89', CONTACT_CITY: ' ' }).contact).toEqual({
      phone: '+48 12 345 67 89',
    });
  });

  it('stop the start on an invalid email or postal code, naming each setting', () => {
    const problems = () =>
      loadConfig({
        CONTACT_EMAIL: 'not-an-email',
        CONTACT_DPO_EMAIL: 'iod',
        CONTACT_POSTAL_CODE: '31123',
      });
    expect(problems).toThrow(ConfigError);
    for (const name of ['CONTACT_EMAIL', 'CONTACT_DPO_EMAIL', 'CONTACT_POSTAL_CODE']) {
      expect(problems).toThrow(`${name}:`);
    }
  });
});
