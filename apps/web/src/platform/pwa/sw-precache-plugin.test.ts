import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { injectPrecache, precacheManifest } from './sw-precache-plugin';

const SW_SOURCE = readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8');
let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('service worker precache list', () => {
  it('lists index.html, hashed assets, icons and the manifest — never sw.js, maps or .vite', () => {
    dir = mkdtempSync(join(tmpdir(), 'sw-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'icons'));
    for (const f of ['index.html', 'sw.js', 'manifest.webmanifest', 'assets/index-abc.js', 'assets/index-abc.js.map', '.vite/manifest.json', 'icons/icon-192.png']) {
      writeFileSync(join(dir, f), f);
    }
    const { urls, version } = precacheManifest(dir);
    expect(urls).toEqual(['/assets/index-abc.js', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest']);
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    writeFileSync(join(dir, 'assets/index-abc.js'), 'changed');
    expect(precacheManifest(dir).version).not.toBe(version);
  });

  it('injects the list into the real public/sw.js', () => {
    const out = injectPrecache(SW_SOURCE, ['/index.html', '/assets/a.js'], 'v123');
    expect(out).toContain('const PRECACHE = ["/index.html","/assets/a.js"];');
    expect(out).toContain("const VERSION = 'v123';");
    // The declarations themselves, not the comment that shows their form: nothing of the placeholders is left.
    expect(out).toMatch(/^const PRECACHE = \["\/index.html","\/assets\/a.js"\];$/m);
    expect(out).toMatch(/^const VERSION = 'v123';$/m);
    expect(out).not.toContain("const PRECACHE = ['/index.html'];");
    expect(out).not.toContain("const VERSION = 'dev';");
    expect(() => injectPrecache('nothing here', [], 'x')).toThrow(/placeholders/);
  });

  it('the worker never intercepts API or tRPC calls', () => {
    expect(SW_SOURCE).toContain("const NEVER_CACHE = /^\\/(api|trpc|healthz|readyz)(\\/|$)/;");
    const re = /^\/(api|trpc|healthz|readyz)(\/|$)/;
    for (const p of ['/api/wellness/users/1', '/trpc/users.get', '/trpc', '/healthz']) expect(re.test(p)).toBe(true);
    for (const p of ['/assets/api-1.js', '/dashboard', '/apiary']) expect(re.test(p)).toBe(false);
  });
});
