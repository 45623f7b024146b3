import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.OTP_DIGITS).toBe(4);
    expect(c.OTP_SEND_PER_IP_PER_HOUR).toBe(300);
    expect(c.OTP_VERIFY_PER_IP_PER_HOUR).toBe(1000);
  });

  it('takes OTP_DIGITS from 4 to 8 only', () => {
    expect(loadConfig({ OTP_DIGITS: '6' }).OTP_DIGITS).toBe(6);
    expect(() => loadConfig({ OTP_DIGITS: '3' })).toThrow(/OTP_DIGITS: must be 4 to 8/);
    expect(() => loadConfig({ OTP_DIGITS: '9' })).toThrow(/OTP_DIGITS: must be 4 to 8/);
    expect(() => loadConfig({ OTP_SEND_PER_IP_PER_HOUR: '0' })).toThrow(/OTP_SEND_PER_IP_PER_HOUR/);
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'nope', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*ADMIN_EMAIL: must be an e-mail address[\s\S]*JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('takes REDIS_URL only as a redis:// or rediss:// URL', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).REDIS_URL).toBe('redis://10.0.0.5:6379/2');
    expect(loadConfig({ REDIS_URL: 'rediss://cache.example:6380' }).REDIS_URL).toBe('rediss://cache.example:6380');
    expect(() => loadConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ REDIS_URL: 'localhost' })).toThrow(/REDIS_URL/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('takes TIME_ZONE as an IANA zone, the machine’s own by default, and refuses one that does not exist', () => {
    expect(loadConfig({ TIME_ZONE: 'Europe/London' }).TIME_ZONE).toBe('Europe/London');
    expect(loadConfig({}).TIME_ZONE).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => loadConfig({ TIME_ZONE: 'Mars/Olympus' })).toThrow('TIME_ZONE: must be an IANA time zone such as Europe/London');
  });
});
