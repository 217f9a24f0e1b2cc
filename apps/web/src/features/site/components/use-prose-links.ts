import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { languagePrefix } from '@app/contracts/locales';
import { useLanguage } from '../../../hooks/use-language.ts';

/**
 * Links inside a page's drawn text (HTML from the server) open like the app's own links: in
 * place, without loading the whole page again. Other sites, new tabs and modified clicks are left
 * to the browser.
 */
export function useProseLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  const prefix = languagePrefix(useLanguage());
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
    if (anchor.pathname.startsWith('/inc/') || anchor.pathname.endsWith('.xml')) return;
    const path = anchor.pathname.startsWith(`${prefix}/`)
      ? anchor.pathname.slice(prefix.length)
      : anchor.pathname;
    event.preventDefault();
    void navigate(`${path}${anchor.search}${anchor.hash}`);
  };
}
