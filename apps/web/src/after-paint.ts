/**
 * A page the server drew (docs/decisions/018-server-rendering.md) is read before any of its code
 * runs: the server lists the code in `<script id="page-code">` instead of asking for it in the
 * head, and this small script asks for all of it at once right after the first paint. The page's
 * stylesheets and pictures then have the network to themselves until it is painted, and the app
 * hydrates it as before. A tab opened in the background paints nothing: it asks at once.
 */
interface PageCode {
  /** The app's entry (main.tsx), as a module script. */
  entry: string;
  /** What it imports, the language's catalogue and the drawn pages' chunks: fetched beside it. */
  preloads: string[];
}

function askFor(code: PageCode): void {
  for (const href of code.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = code.entry;
  document.head.append(script);
}

const listed = document.getElementById('page-code')?.textContent;
if (listed) {
  const code = JSON.parse(listed) as PageCode;
  // A frame's callbacks run just before it is painted; a task queued from one runs after it.
  if (document.visibilityState === 'visible')
    requestAnimationFrame(() => setTimeout(() => askFor(code), 0));
  else askFor(code);
}
