/**
 * Settings, read and validated once at start into a typed object. A bad value stops start-up
 * with a message that names the setting. Every setting is documented in the README.
 */
import { isIP } from 'node:net';
import { type ContactDetails } from '../domain/info';
import { DEFAULT_MAX_UPLOAD_MB } from '../domain/patient';
import {
  email as emailRule,
  password as passwordRule,
  zipCode as zipCodeRule,
} from '../domain/validation';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The owner of the tables, for migrations only (MIGRATION_DATABASE_URL): the API then runs as
   * DATABASE_URL's role, granted no more than reading and writing rows.
   */
  migrationDatabaseUrl: string | undefined;
  databasePoolSize: number;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  /** The key of the research export's pseudonyms; a random one kept in the database if unset. */
  exportPseudonymKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  logLevel: string;
  /**
   * The proxies whose X-Forwarded-For is believed, as Fastify's trustProxy: how many hops, or
   * their addresses and CIDR ranges; false to use the connection's own address.
   */
  trustProxy: false | number | string[];
  loginMaxFailures: number;
  loginMaxPerAddress: number;
  loginWindowSeconds: number;
  checkpointIntervalSeconds: number;
  /** Where the running server writes its scheduled backups (BACKUP_DIR); none when unset. */
  backupDir: string | undefined;
  /** Seconds between scheduled backups (BACKUP_INTERVAL, a day by default). */
  backupIntervalSeconds: number;
  /** How many scheduled backups are kept (BACKUP_KEEP, 14 by default). */
  backupKeep: number;
  staticDir: string;
  /** The largest file a user may upload, in bytes (MAX_UPLOAD_MB, 10 by default). */
  maxUploadBytes: number;
  /** The foundation's contact details for the contact page (CONTACT_*). */
  contact: ContactDetails;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** An IPv4 or IPv6 address, a CIDR range, or a range name that proxy-addr knows. */
function isAddressOrRange(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const value = text(name);
    if (value === undefined) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < min || number > max) {
      problems.push(`${name}: must be a whole number from ${min} to ${max} (got "${value}")`);
      return fallback;
    }
    return number;
  };
  const url = (name: string, protocols: string[]) => {
    const value = text(name);
    if (value === undefined) return undefined;
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) throw new Error('protocol');
      return value;
    } catch {
      // postgres://user@/db?host=/run/postgresql is libpq's, but no URL: its host is empty.
      problems.push(
        `${name}: must be a URL starting with ${protocols.join(' or ')}` +
          ' (a Unix socket: its directory percent-encoded as the host, postgres://user@%2Frun%2Fpostgresql/db)',
      );
      return undefined;
    }
  };
  // Trusting every X-Forwarded-For would let any client name its own address and so escape
  // the per-address limits: only named hops are trusted.
  const trustedProxies = (name: string): false | number | string[] => {
    const value = text(name);
    const hint =
      'give the number of proxies in front of the API (e.g. 1) or their addresses or CIDR ranges (e.g. 10.0.0.5,10.0.1.0/24)';
    if (value === undefined || ['false', 'no', '0'].includes(value.toLowerCase())) return false;
    if (['true', 'yes'].includes(value.toLowerCase())) {
      problems.push(
        `${name}: "${value}" would trust every X-Forwarded-For, so any client could forge its address; ${hint}`,
      );
      return false;
    }
    if (/^\d+$/.test(value)) {
      if (Number(value) <= 20) return Number(value);
      problems.push(`${name}: at most 20 proxy hops (got "${value}"); ${hint}`);
      return false;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrRange(entry));
    if (bad.length) {
      problems.push(
        `${name}: ${bad.map((entry) => `"${entry}"`).join(', ')} is not an address or CIDR range; ${hint}`,
      );
      return false;
    }
    return entries;
  };
  // A duration as 24h, 30m, 1d, 90s or plain seconds.
  const duration = (name: string, fallback: number, min: number, max: number) => {
    const value = text(name);
    if (value === undefined) return fallback;
    const units: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };
    const match = /^(\d+)\s*([smhd]?)$/i.exec(value);
    const seconds = match ? Number(match[1]) * (units[(match[2] ?? '').toLowerCase()] ?? 1) : NaN;
    if (!(seconds >= min && seconds <= max)) {
      problems.push(
        `${name}: must be a duration from ${min} seconds to ${max / 86_400} days, as seconds or with a unit (30m, 6h, 1d) (got "${value}")`,
      );
      return fallback;
    }
    return seconds;
  };

  const port = integer('PORT', 8080, 1, 65535);
  const adminEmail = text('ADMIN_EMAIL') ?? 'admin@oncoreg.local';
  if (emailRule(adminEmail)) problems.push(`ADMIN_EMAIL: "${adminEmail}" is not a valid email`);
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword !== undefined && passwordRule(adminPassword)) {
    problems.push(
      'ADMIN_PASSWORD: needs at least 8 characters with a lowercase and an uppercase letter, a digit and a special character',
    );
  }
  const jwtSecret = env.JWT_SECRET || undefined;
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    problems.push('JWT_SECRET: must be at least 32 characters long');
  }
  const exportPseudonymKey = env.EXPORT_PSEUDONYM_KEY || undefined;
  if (exportPseudonymKey !== undefined && exportPseudonymKey.length < 32) {
    problems.push('EXPORT_PSEUDONYM_KEY: must be at least 32 characters long');
  }
  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(logLevel)) {
    problems.push(`LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent`);
  }
  const publicUrl = url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`;
  const contactEmail = (name: string) => {
    const value = text(name);
    if (value !== undefined && emailRule(value)) {
      problems.push(`${name}: "${value}" is not a valid email`);
    }
    return value;
  };
  const postalCode = text('CONTACT_POSTAL_CODE');
  if (postalCode !== undefined && zipCodeRule(postalCode)) {
    problems.push(`CONTACT_POSTAL_CODE: must be written XX-XXX (got "${postalCode}")`);
  }
  // Only what the foundation has set: the contact page says what is not set yet.
  const contact: ContactDetails = Object.fromEntries(
    Object.entries({
      organisation: text('CONTACT_ORGANISATION'),
      address: text('CONTACT_ADDRESS'),
      postalCode,
      city: text('CONTACT_CITY'),
      email: contactEmail('CONTACT_EMAIL'),
      phone: text('CONTACT_PHONE'),
      hours: text('CONTACT_HOURS'),
      dataProtectionOfficerEmail: contactEmail('CONTACT_DPO_EMAIL'),
    }).filter(([, value]) => value !== undefined),
  );

  const config: Config = {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: text('DATA_DIR') ?? './data',
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    migrationDatabaseUrl: url('MIGRATION_DATABASE_URL', ['postgres:', 'postgresql:']),
    databasePoolSize: integer('DATABASE_POOL_SIZE', 10, 1, 200),
    adminEmail,
    adminPassword,
    jwtSecret,
    exportPseudonymKey,
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL', 900, 30, 86_400),
    refreshTokenTtlSeconds: integer('REFRESH_TOKEN_TTL', 43_200, 60, 30 * 86_400),
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text('MAIL_FROM') ?? 'oncoreg <no-reply@oncoreg.local>',
    publicUrl: publicUrl.replace(/\/+$/, ''),
    logLevel,
    trustProxy: trustedProxies('TRUST_PROXY'),
    loginMaxFailures: integer('LOGIN_MAX_FAILURES', 5, 1, 1000),
    loginMaxPerAddress: integer('LOGIN_MAX_PER_ADDRESS', 30, 1, 100_000),
    loginWindowSeconds: integer('LOGIN_WINDOW', 900, 1, 86_400),
    checkpointIntervalSeconds: integer('CHECKPOINT_INTERVAL', 300, 5, 86_400),
    backupDir: text('BACKUP_DIR'),
    backupIntervalSeconds: duration('BACKUP_INTERVAL', 86_400, 60, 366 * 86_400),
    backupKeep: integer('BACKUP_KEEP', 14, 1, 10_000),
    staticDir: text('STATIC_DIR') ?? 'dist',
    maxUploadBytes: integer('MAX_UPLOAD_MB', DEFAULT_MAX_UPLOAD_MB, 1, 100) * 1024 * 1024,
    contact,
  };
  if (config.refreshTokenTtlSeconds <= config.accessTokenTtlSeconds) {
    problems.push('REFRESH_TOKEN_TTL: must be longer than ACCESS_TOKEN_TTL');
  }
  if (config.migrationDatabaseUrl && !config.databaseUrl) {
    problems.push('MIGRATION_DATABASE_URL: needs DATABASE_URL, the role the API runs as');
  }
  if (problems.length) throw new ConfigError(problems);
  return config;
}
