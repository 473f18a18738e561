// The page paints before its JavaScript loads (issue #11: a phone on a slow connection shows
// the server's page first, then makes it interactive).
//
// React Router writes ~30 module preloads into the head (React puts them in the head's preamble,
// even before the stylesheet) and a module script that imports the route modules and then the
// browser entry. On a slow connection those ~130 kB of script shared the line with the
// stylesheet and the first paint waited for them; Lighthouse's simulation counts every such
// script as blocking the first and largest paint.
//
// So the served document carries neither: the preloads leave the head, and the module script
// becomes a loader that waits for the first paint (a requestAnimationFrame callback runs just
// before a frame; a task queued from it runs after that frame is painted), then preloads the
// same modules in parallel (no request waterfall), imports the route modules and starts the
// entry exactly as React Router's script did. The entry removes the preloads again before
// hydrating (entry.client.tsx, seam 2). A tab opened in the background has no frames; it loads
// after a second all the same.

const HEAD_END = '</head>';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const BOOT_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
// `import "x";` or `import * as route0 from "x";`, in the order React Router wrote them.
const STATIC_IMPORT = /import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?"([^"]+)";/g;

/** React Router's module script turned into one that waits for the first paint. */
export function paintFirstLoader(body: string, preloads: readonly string[]): string | null {
  if (!body.includes('__reactRouterRouteModules')) return null;
  const imports: { binding: string | null; href: string }[] = [];
  const rest = body
    .replace(STATIC_IMPORT, (_all, binding: string | undefined, href: string) => {
      imports.push({ binding: binding ?? null, href });
      return '';
    })
    .trim();
  const bindings = imports.map((i, n) => i.binding ?? `_m${n}`).join(', ');
  const loads = imports.map((i) => `import(${JSON.stringify(i.href)})`).join(', ');
  return (
    `let booted = false;` +
    `const boot = () => {` +
    `if (booted) return; booted = true;` +
    `for (const href of ${JSON.stringify(preloads)}) {` +
    `const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;` +
    `document.head.append(link); }` +
    `Promise.all([${loads}]).then(([${bindings}]) => { ${rest} });` +
    `};` +
    `requestAnimationFrame(() => setTimeout(boot, 0)); setTimeout(boot, 1000);`
  );
}

/** The served document: no module preloads in the head, the module script paint-first. */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const preloads: string[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (_tag, href: string) => {
    preloads.push(href);
    return '';
  });
  let rewritten = false;
  const body = html
    .slice(headEnd)
    .replace(BOOT_SCRIPT, (all, open: string, code: string, close: string) => {
      const loader = rewritten ? null : paintFirstLoader(code, preloads);
      if (loader === null) return all;
      rewritten = true;
      return open + loader + close;
    });
  // Without React Router's script (an error page of the server) nothing is changed.
  return rewritten ? head + body : html;
}
