import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { paintFirst, paintFirstLoader } from './paint-first';

const routerScript =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";' +
  'import * as route1 from "/assets/home-3.js";\n' +
  'window.__reactRouterRouteModules = {"root":route0,"home":route1};\n' +
  'import("/assets/entry.client-4.js");';

const documentHtml =
  '<!DOCTYPE html><html lang="sl"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-2.js" nonce="n"/>' +
  '<title>Gradnik</title><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><main>Izdelki</main><script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${routerScript}</script></body></html>`;

describe('paintFirst (issue #11)', () => {
  it('serves the head without module preloads and keeps everything else', () => {
    const html = paintFirst(documentHtml);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<head><meta charSet="utf-8"/><title>Gradnik</title><link rel="stylesheet" href="/assets/root.css"/></head>',
    );
    expect(html).toContain(
      '<main>Izdelki</main><script nonce="n">window.__reactRouterContext = {};</script>',
    );
    expect(html).toContain('<script nonce="n" type="module" async="">let booted');
  });

  it('turns the module script into a loader that runs React Router’s code after the first paint', async () => {
    const loader = paintFirstLoader(routerScript, ['/assets/manifest-1.js', '/assets/root-2.js']);
    expect(loader).not.toBeNull();
    const calls: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const appended: { rel: string; href: string }[] = [];
    const window = {} as { __reactRouterRouteModules?: Record<string, unknown> };
    const modules: Record<string, unknown> = {
      '/assets/manifest-1.js': { manifest: true },
      '/assets/root-2.js': { root: true },
      '/assets/home-3.js': { home: true },
      '/assets/entry.client-4.js': { entry: true },
    };
    // The loader's code with import() and the browser's scheduling replaced by recorders.
    runInNewContext((loader as string).replaceAll('import(', 'load('), {
      load: (href: string) => {
        calls.push(href);
        return Promise.resolve(modules[href]);
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      document: {
        createElement: () => ({}) as { rel: string; href: string },
        head: { append: (link: { rel: string; href: string }) => appended.push(link) },
      },
      window,
    });
    // Nothing loads before the frame is painted.
    expect(calls).toEqual([]);
    frames.shift()?.();
    expect(calls).toEqual([]);
    // The task after the frame: preloads, then the imports in React Router's order, once.
    timers.forEach((timer) => timer());
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/manifest-1.js' },
      { rel: 'modulepreload', href: '/assets/root-2.js' },
    ]);
    expect(calls).toEqual(['/assets/manifest-1.js', '/assets/root-2.js', '/assets/home-3.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.__reactRouterRouteModules).toEqual({
      root: { root: true },
      home: { home: true },
    });
    expect(calls.at(-1)).toBe('/assets/entry.client-4.js');
  });

  it('leaves a document without React Router’s script as it is', () => {
    const errorPage =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body>500</body></html>';
    expect(paintFirst(errorPage)).toBe(errorPage);
    expect(paintFirstLoader('console.log(1)', [])).toBeNull();
  });
});
