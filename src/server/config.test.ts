import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './config-error';

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

  it('lets demo sign-in accept anyone only when a test asks, never in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).demoSignInAnyUser).toBe(false);
    const e2e = loadConfig({ NODE_ENV: 'development', DEMO_SIGN_IN_ANY_USER: 'true' });
    expect(e2e.demoSignInAnyUser).toBe(true);
    expect(() => loadConfig({ ...production, DEMO_SIGN_IN_ANY_USER: 'true' })).toThrow(
      /DEMO_SIGN_IN_ANY_USER/,
    );
  });

  it('turns demo sign-in off when a Google client is configured', () => {
    expect(loadConfig({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'id' }).demoSignInEnabled).toBe(false);
  });

  it('makes cookies Secure behind https', () => {
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://cook.example' }).secureCookies).toBe(
      true,
    );
  });

  it('trusts no proxy unless TRUST_PROXY names the proxies by address', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig(production).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ ...production, TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'loopback']);
  });

  it('refuses a TRUST_PROXY that would let clients choose their own address', () => {
    // `true` trusts every hop; a bare hop count cannot tell the proxy from a direct client.
    expect(() => loadConfig({ ...production, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ ...production, TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'proxy.internal' })).toThrow(
      /TRUST_PROXY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY/,
    );
  });

  it("allows PUBLIC_URL's host and the ALLOWED_HOSTS, normalised", () => {
    expect(loadConfig({ NODE_ENV: 'test' }).allowedHosts).toEqual(['localhost:3000']);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'https://Cook.Example/',
        ALLOWED_HOSTS: 'cook.lan:8443, Kitchen.Example,[fd00::1]:3000',
      }).allowedHosts,
    ).toEqual(['cook.example', 'cook.lan:8443', 'kitchen.example', '[fd00::1]:3000']);
    for (const bad of ['http://cook.lan', 'cook.lan/path', 'cook lan', 'cook.lan:99999']) {
      expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_HOSTS: bad }), bad).toThrow(
        /ALLOWED_HOSTS/,
      );
    }
  });

  it('has server timeouts and load shedding with sane defaults', () => {
    const config = loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(40) });
    expect(config.timeouts).toEqual({ requestMs: 30_000, headersMs: 15_000, keepAliveMs: 72_000 });
    expect(config.loadShedding).toEqual({
      maxEventLoopDelayMs: 1000,
      sampleIntervalMs: 1000,
      retryAfterSeconds: 10,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(loadConfig(production).loadShedding.maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ ...production, MAX_LOOP_DELAY_MS: '0' }).loadShedding).toMatchObject({
      maxEventLoopDelayMs: 0,
    });
    // Tests share one process between many apps: off unless a test turns it on.
    expect(loadConfig({ NODE_ENV: 'test' }).loadShedding.maxEventLoopDelayMs).toBe(0);
  });

  it('uses an AI image provider only when both its address and key are set', () => {
    const defaults = loadConfig({ NODE_ENV: 'test' }).aiImages;
    expect(defaults).toEqual({ provider: null, perUserPerHour: 10, perDay: 200 });
    expect(
      loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'https://ai.example/v1' }).aiImages.provider,
    ).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', AI_API_KEY: 'sk-test' }).aiImages.provider).toBeNull();
    const configured = loadConfig({
      NODE_ENV: 'test',
      AI_BASE_URL: 'http://127.0.0.1:8080/v1',
      AI_API_KEY: 'sk-test',
      AI_IMAGE_MODEL: 'dall-e-3',
      AI_IMAGE_TIMEOUT_MS: '5000',
      AI_IMAGES_PER_USER_PER_HOUR: '3',
      AI_IMAGES_PER_DAY: '50',
    }).aiImages;
    expect(configured).toEqual({
      provider: {
        baseUrl: 'http://127.0.0.1:8080/v1',
        apiKey: 'sk-test',
        model: 'dall-e-3',
        timeoutMs: 5000,
      },
      perUserPerHour: 3,
      perDay: 50,
    });
    expect(
      loadConfig({ NODE_ENV: 'test', AI_BASE_URL: 'https://x/v1', AI_API_KEY: 'k' }).aiImages
        .provider,
    ).toMatchObject({ model: 'gpt-image-1', timeoutMs: 90_000 });
  });

  it('refuses AI image settings that cannot work', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://ai.example' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_IMAGE_TIMEOUT_MS: '0' })).toThrow(/AI_IMAGE_TIMEOUT_MS/);
    expect(() => loadConfig({ AI_IMAGES_PER_USER_PER_HOUR: '-1' })).toThrow(
      /AI_IMAGES_PER_USER_PER_HOUR/,
    );
    expect(() => loadConfig({ AI_IMAGES_PER_DAY: 'many' })).toThrow(/AI_IMAGES_PER_DAY/);
  });

  it('uses an AI text model only when the address, the key and AI_TEXT_MODEL are all set', () => {
    const ai = { NODE_ENV: 'test', AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_API_KEY: 'sk-test' };
    expect(loadConfig({ NODE_ENV: 'test' }).aiText).toEqual({ provider: null });
    expect(loadConfig(ai).aiText.provider).toBeNull();
    expect(loadConfig({ ...ai, AI_API_KEY: '', AI_TEXT_MODEL: 'gpt-4o-mini' }).aiText).toEqual({
      provider: null,
    });
    expect(loadConfig({ ...ai, AI_TEXT_MODEL: 'gpt-4o-mini' }).aiText).toEqual({
      provider: {
        baseUrl: 'http://127.0.0.1:8080/v1',
        apiKey: 'sk-test',
        model: 'gpt-4o-mini',
        timeoutMs: 60_000,
      },
    });
  });

  it('lets imports reach private hosts only outside production, and more ports when asked', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.importFetch).toEqual({ allowPrivateHosts: false, allowedPorts: [80, 443] });
    const local = loadConfig({ NODE_ENV: 'development', IMPORT_ALLOW_PRIVATE_HOSTS: 'true' });
    expect(local.importFetch.allowPrivateHosts).toBe(true);
    expect(() => loadConfig({ ...production, IMPORT_ALLOW_PRIVATE_HOSTS: 'true' })).toThrow(
      /IMPORT_ALLOW_PRIVATE_HOSTS/,
    );
    expect(loadConfig({ ...production, IMPORT_ALLOW_PRIVATE_HOSTS: 'false' }).importFetch).toEqual({
      allowPrivateHosts: false,
      allowedPorts: [80, 443],
    });
    const ports = loadConfig({ NODE_ENV: 'test', IMPORT_ALLOWED_PORTS: '8080, 8443,443' });
    expect(ports.importFetch.allowedPorts).toEqual([80, 443, 8080, 8443]);
    for (const bad of ['http', '0', '70000', '80-90']) {
      expect(() => loadConfig({ NODE_ENV: 'test', IMPORT_ALLOWED_PORTS: bad }), bad).toThrow(
        /IMPORT_ALLOWED_PORTS/,
      );
    }
  });

  it('limits imports per user and hour, 30 unless configured', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).importsPerUserPerHour).toBe(30);
    expect(
      loadConfig({ NODE_ENV: 'test', IMPORT_PER_USER_PER_HOUR: '5' }).importsPerUserPerHour,
    ).toBe(5);
    expect(() => loadConfig({ NODE_ENV: 'test', IMPORT_PER_USER_PER_HOUR: '-1' })).toThrow(
      /IMPORT_PER_USER_PER_HOUR/,
    );
  });

  it('explains invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ OPEN_SIGNUP: 'maybe' })).toThrow(/OPEN_SIGNUP/);
  });
});
