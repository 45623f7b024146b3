import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('fails fast, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', ADMIN_EMAIL: 'nope', JWT_SECRET: 'short' })).toThrow(
      /PORT[\s\S]*ADMIN_EMAIL: must be an e-mail address[\s\S]*JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });
});
