import { ConfigError, loadConfig, parseDuration } from '../src/config';

describe('configuration', () => {
  test('defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      jwtTtlMs: 8 * 3600_000,
      adminEmail: 'admin@example.com',
      adminPassword: undefined,
      seedDemo: true,
      corsOrigins: [],
      logLevel: 'info',
      uploadPreset: 'site',
      imageHosts: [],
      bodyLimit: 256 * 1024,
      trustProxy: false,
      loginMaxFailures: 10,
      loginWindowMs: 15 * 60_000,
      contactRateLimit: 5,
      contactRateWindowMs: 10 * 60_000,
      scheduleCheckMs: 15_000,
    });
    expect(c.dataDir).toBe(`${process.cwd()}/data`);
  });

  test('values are parsed', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/site',
      DATABASE_URL: 'postgres://u@db:5432/site',
      JWT_TTL: '30m',
      SEED_DEMO: 'false',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com:8443',
      PUBLIC_URL: 'https://www.example.com/',
      IMAGE_HOSTS: 'res.cloudinary.com,Images.Example.org',
      BODY_LIMIT: '2mb',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(c).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/site',
      jwtTtlMs: 30 * 60_000,
      seedDemo: false,
      corsOrigins: ['https://a.example.com', 'https://b.example.com:8443'],
      publicUrl: 'https://www.example.com',
      imageHosts: ['res.cloudinary.com', 'images.example.org'],
      bodyLimit: 2 * 1024 * 1024,
      trustProxy: 1,
      logLevel: 'warn',
    });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ JWT_TTL: '3600' }).jwtTtlMs).toBe(3_600_000);
    expect(loadConfig({ PORT: '  ' }).port).toBe(3000); // blank means unset
    expect(loadConfig({ SCHEDULE_CHECK: '500ms' }).scheduleCheckMs).toBe(500);
  });

  test.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['JWT_TTL', '8 hours'],
    ['JWT_TTL', '10s'],
    ['ADMIN_EMAIL', 'admin'],
    ['ADMIN_PASSWORD', 'short'],
    ['SEED_DEMO', 'maybe'],
    ['REDIS_URL', 'http://cache'],
    ['CORS_ORIGINS', 'https://ok.example.com,https://bad.example.com/path'],
    ['LOG_LEVEL', 'verbose'],
    ['PUBLIC_URL', 'ftp://x'],
    ['UPLOAD_PRESET', 'has space'],
    ['IMAGE_HOSTS', 'https://res.cloudinary.com'],
    ['CSP_EXTRA_ORIGINS', '*'],
    ['BODY_LIMIT', '10'],
    ['LOGIN_MAX_FAILURES', '0'],
    ['CONTACT_RATE_WINDOW', 'soon'],
    ['SCHEDULE_CHECK', '50ms'],
    ['SCHEDULE_CHECK', '2h'],
  ])('a wrong %s (%s) stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  test('CLOCK_OFFSET_FILE moves the clock in tests and is refused in production', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_FILE: '/tmp/offset' })).toThrow(/CLOCK_OFFSET_FILE .* refused when NODE_ENV is production/);
    const dir = mkdtempSync(join(tmpdir(), 'clock-'));
    const file = join(dir, 'offset');
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ ...loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_FILE: file }), logLevel: 'silent', dataDir: dir, seedDemo: false });
    try {
      expect(Math.abs(app.clock().getTime() - Date.now())).toBeLessThan(1000); // no file yet: no offset
      writeFileSync(file, String(2 * 3600_000));
      expect(app.clock().getTime() - Date.now()).toBeGreaterThan(2 * 3600_000 - 1000);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('secrets are not echoed in the error', () => {
    expect(() => loadConfig({ JWT_SECRET: 'tooshort-secret' })).toThrow(/JWT_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ JWT_SECRET: 'tooshort-secret' })).not.toThrow(/tooshort-secret/);
  });

  test('several errors are reported together', () => {
    expect(() => loadConfig({ PORT: 'x', LOG_LEVEL: 'y' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  test('durations', () => {
    expect(parseDuration('8h')).toBe(28_800_000);
    expect(parseDuration('30m')).toBe(1_800_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('1.5h')).toBeUndefined();
  });
});
