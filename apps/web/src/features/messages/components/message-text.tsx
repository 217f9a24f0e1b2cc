import { splitLinks } from '../utils/linkify.ts';

/**
 * A message as written: text stays text (React escapes it, never HTML), line breaks are kept by
 * the stylesheet, and http(s) addresses become links that open apart from the app.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
