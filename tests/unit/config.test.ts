import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has working defaults and no default password', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      adminPassword: undefined,
      jwtSecret: undefined,
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 900,
    });
  });

  it('stops with a message that names each bad setting', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ADMIN_PASSWORD: 'weak',
        JWT_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'ADMIN_PASSWORD', 'JWT_SECRET']) {
        expect(message).toContain(`${name}:`);
      }
      expect(message).not.toContain('weak');
    }
  });

  it('keeps the refresh token longer-lived than the access token', () => {
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: '3600', REFRESH_TOKEN_TTL: '600' })).toThrow(
      /REFRESH_TOKEN_TTL/,
    );
  });

  it('reads the owner URL for migrations, a PostgreSQL URL beside DATABASE_URL', () => {
    const api = 'postgres://oncoreg_api:a@db:5432/oncoreg';
    const owner = 'postgres://oncoreg_owner:o@db:5432/oncoreg';
    expect(
      loadConfig({ DATABASE_URL: api, MIGRATION_DATABASE_URL: owner }).migrationDatabaseUrl,
    ).toBe(owner);
    expect(loadConfig({ DATABASE_URL: api }).migrationDatabaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: api, MIGRATION_DATABASE_URL: 'mysql://x' })).toThrow(
      /MIGRATION_DATABASE_URL: must be a URL/,
    );
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: owner })).toThrow(
      /MIGRATION_DATABASE_URL: needs DATABASE_URL/,
    );
  });

  it('takes a Unix socket in the form pg and libpq read, and names that form when refused', () => {
    const socket = 'postgres://oncoreg@%2Frun%2Fpostgresql:5432/oncoreg';
    expect(loadConfig({ DATABASE_URL: socket }).databaseUrl).toBe(socket);
    // As the API's pool reads it.
    expect(new pg.Client({ connectionString: socket })).toMatchObject({
      host: '/run/postgresql',
      port: 5432,
    });
    expect(() => loadConfig({ DATABASE_URL: 'postgres://oncoreg@/oncoreg?host=/run' })).toThrow(
      /DATABASE_URL: must be a URL .*percent-encoded as the host/,
    );
  });

  it('reads the documented settings', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/lib/oncoreg',
      DATABASE_URL: 'postgres://u:p@db:5432/oncoreg',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://registry.example.org/',
      ADMIN_EMAIL: 'root@example.org',
      ADMIN_PASSWORD: 'Str0ng-enough',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/oncoreg',
      databaseUrl: 'postgres://u:p@db:5432/oncoreg',
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://registry.example.org',
      adminEmail: 'root@example.org',
    });
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('trusts no proxy unless told', () => {
    expect(trustProxy(undefined)).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a hop count', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy(' 2 ')).toBe(2);
  });

  it('takes addresses and CIDR ranges, separated by commas', () => {
    expect(trustProxy('10.0.0.5, 10.0.1.0/24,fd00::/8 ,::1,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it.each(['true', 'TRUE', 'yes'])(
    'refuses %s, which would trust every X-Forwarded-For, and says what to give instead',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(
        /TRUST_PROXY: .*forge.*number of proxies.*addresses or CIDR ranges/,
      );
    },
  );

  it.each(['10.0.0.300', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1,', '::1/129', '99'])(
    'refuses %s',
    (value) => {
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY:/);
    },
  );
});

describe('scheduled backups', () => {
  it('are off by default, daily and keeping 14 when on', () => {
    expect(loadConfig({})).toMatchObject({
      backupDir: undefined,
      backupIntervalSeconds: 86_400,
      backupKeep: 14,
    });
    expect(loadConfig({ BACKUP_DIR: '/var/backups/oncoreg', BACKUP_KEEP: '30' })).toMatchObject({
      backupDir: '/var/backups/oncoreg',
      backupKeep: 30,
    });
  });

  it.each([
    ['3600', 3600],
    ['90s', 90],
    ['30m', 1800],
    ['6h', 21_600],
    ['24h', 86_400],
    ['1d', 86_400],
    ['7D', 604_800],
  ])('read BACKUP_INTERVAL=%s as %i seconds', (value, seconds) => {
    expect(loadConfig({ BACKUP_INTERVAL: value }).backupIntervalSeconds).toBe(seconds);
  });

  it.each(['daily', '1w', '-1h', '1.5h', '10s', '400d', '1h30m'])(
    'stop the start on BACKUP_INTERVAL=%s',
    (value) => {
      expect(() => loadConfig({ BACKUP_INTERVAL: value })).toThrow(
        /BACKUP_INTERVAL: must be a duration .*30m, 6h, 1d/,
      );
    },
  );

  it('keep at least one backup', () => {
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP:/);
  });
});
