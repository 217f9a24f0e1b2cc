import { useProseLinks } from './use-prose-links.ts';

/**
 * The text of a site page or blog article: HTML the server drew from the repository's Markdown
 * (never user input). Its links to the site's own pages open in place.
 */
export function SiteProse({ html }: { html: string }) {
  const openInPlace = useProseLinks();
  return (
    // Clicks are the links' own; the text itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="site-prose" onClick={openInPlace} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
