import { describe, expect, it } from 'vitest';
import { canAccess } from '../../domain/permissions';
import { ROLES } from '../../domain/roles';
import { localeFromAcceptLanguage } from '../../domain/messages';
import { visibleProtocols } from '../../domain/protocols';

describe('canAccess', () => {
  it('gives users, hospitals, dictionaries editing and the change log to central administrators only', () => {
    for (const resource of [
      'users',
      'hospitals',
      'changes',
      'dictionaries',
      'categories',
    ] as const) {
      expect(canAccess('ROLE_CENTRAL_ADMINISTRATOR', { resource, action: 'list' })).toBe(true);
      for (const role of ROLES.filter((r) => r !== 'ROLE_CENTRAL_ADMINISTRATOR')) {
        expect(canAccess(role, { resource, action: 'list' })).toBe(false);
      }
    }
  });

  it('follows the default table for the other roles', () => {
    expect(canAccess('ROLE_REPORTER_PHYSICIAN', { resource: 'patients', action: 'create' })).toBe(
      true,
    );
    expect(canAccess('ROLE_DATA_ADMINISTRATOR', { resource: 'patients', action: 'edit' })).toBe(
      true,
    );
    expect(canAccess('ROLE_COORDINATOR', { resource: 'patients', action: 'create' })).toBe(false);
    expect(canAccess('ROLE_COORDINATOR', { resource: 'protocolForms', action: 'edit' })).toBe(true);
    expect(
      canAccess('ROLE_DATA_ADMINISTRATOR', { resource: 'protocolForms', action: 'edit' }),
    ).toBe(false);
    expect(
      canAccess('ROLE_REPORTER_PHYSICIAN', { resource: 'correctionFlags', action: 'resolve' }),
    ).toBe(false);
    expect(canAccess('ROLE_COORDINATOR', { resource: 'correctionFlags', action: 'resolve' })).toBe(
      true,
    );
    for (const role of ROLES) {
      expect(canAccess(role, { resource: 'favorites', action: 'create' })).toBe(true);
      expect(canAccess(role, { resource: 'account', action: 'edit' })).toBe(true);
    }
  });

  it('refuses without a role', () => {
    expect(canAccess(undefined, { resource: 'account', action: 'show' })).toBe(false);
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the best supported language, Polish by default', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,en;q=0.5,pl;q=0.8')).toBe('pl');
    expect(localeFromAcceptLanguage('de-DE')).toBe('pl');
    expect(localeFromAcceptLanguage(undefined)).toBe('pl');
    expect(localeFromAcceptLanguage('en;q=0')).toBe('pl');
  });
});

describe('visibleProtocols', () => {
  it('drops FOLLOWUP and unknown codes', () => {
    expect(
      visibleProtocols([
        { protocol: 'ALL' },
        { protocol: 'FOLLOWUP' },
        { protocol: 'XYZ' },
        { protocol: 'WT' },
      ]),
    ).toEqual([{ protocol: 'ALL' }, { protocol: 'WT' }]);
  });
});
