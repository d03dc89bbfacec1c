import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(40),
  GOOGLE_CLIENT_ID: 'id',
  GOOGLE_CLIENT_SECRET: 'secret',
  DATA_DIR: '.tmp/config-test',
};

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.oidc.issuer).toBe('https://accounts.google.com');
    expect(config.demoSignInEnabled).toBe(true);
    expect(config.seedDemoData).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(config.openSignup).toBe(false);
  });

  it('refuses to start in production without the secrets it needs', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, GOOGLE_CLIENT_SECRET: '' })).toThrow(
      'Production needs these settings: GOOGLE_CLIENT_SECRET',
    );
  });

  it('turns demo sign-in and demo data off in production', () => {
    const config = loadConfig(production);
    expect(config.demoSignInEnabled).toBe(false);
    expect(config.seedDemoData).toBe(false);
  });

  it('turns demo sign-in off when a Google client is configured', () => {
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id' }).demoSignInEnabled).toBe(false);
  });

  it('makes cookies Secure behind https', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://cook.example' }).secureCookies).toBe(
      true,
    );
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ OPEN_SIGNUP: 'maybe' })).toThrow(/OPEN_SIGNUP/);
  });
});
