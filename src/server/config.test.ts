import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('treats an empty variable as unset', () => {
    const config = loadConfig({ ADMIN_EMAIL: '', DATABASE_URL: '', PORT: '' });
    expect(config.ADMIN_EMAIL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('fails fast with a list of what is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc', ADMIN_EMAIL: 'not-an-email' })).toThrow(
      /PORT[\s\S]*ADMIN_EMAIL|ADMIN_EMAIL[\s\S]*PORT/,
    );
  });

  it('marks cookies Secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://top5.example' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
  });

  it('asks for a direct LISTEN connection when DATABASE_URL is a transaction pooler', () => {
    const pooler = { DATABASE_URL: 'postgres://top5@pgbouncer:6432/top5', DATABASE_POOLER: 'transaction' };
    expect(() => loadConfig(pooler)).toThrow(
      /DATABASE_LISTEN_URL: required with DATABASE_POOLER=transaction/,
    );
    const direct = 'postgres://top5@postgres:5432/top5';
    expect(loadConfig({ ...pooler, DATABASE_LISTEN_URL: direct })).toMatchObject({
      DATABASE_POOLER: 'transaction',
      DATABASE_LISTEN_URL: direct,
    });
    expect(() => loadConfig({ DATABASE_POOLER: 'session' })).toThrow(/DATABASE_POOLER/);
  });

  it('refuses S3 settings without a bucket, and half a key pair', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://files.example' })).toThrow(
      /S3_PUBLIC_URL: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'top5', S3_ACCESS_KEY_ID: 'id' })).toThrow(/give both/);
    const config = loadConfig({ S3_BUCKET: 'top5', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' });
    expect(config).toMatchObject({ S3_BUCKET: 'top5', S3_REGION: 'us-east-1', S3_TIMEOUT_SECONDS: 5 });
  });
});
