import type { DehydratedState } from '@tanstack/react-query';

/** What the server writes beside a page it rendered: `<script id="server-render">` (JSON). */
export interface ServerRender {
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  queries: DehydratedState;
  /** The IANA zone its times were written in. */
  timeZone: string;
  /** The lazy pages drawn (`topic-page`), loaded before hydrating (app/lazy-page.tsx). */
  pages: string[];
}

export const serverRenderScriptId = 'server-render';

/** The server's render of this page, or null when the browser renders it alone. */
export function readServerRender(page: Document): ServerRender | null {
  const text = page.getElementById(serverRenderScriptId)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ServerRender> | null;
    if (
      !value ||
      typeof value.timeZone !== 'string' ||
      typeof value.queries !== 'object' ||
      !Array.isArray(value.pages)
    ) {
      return null;
    }
    return value as ServerRender;
  } catch {
    return null;
  }
}
