import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/react';

export type ToolName =
  | 'bold'
  | 'italic'
  | 'heading2'
  | 'heading3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'undo'
  | 'redo';

export interface Tool {
  name: ToolName;
  icon: ReactNode;
  /** Toggles (pressed or not) get aria-pressed; plain actions (undo) do not. */
  toggle: boolean;
  run: (editor: Editor) => void;
}

export const tools: Tool[] = [
  {
    name: 'bold',
    icon: <b aria-hidden="true">B</b>,
    toggle: true,
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: <i aria-hidden="true">I</i>,
    toggle: true,
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'heading2',
    icon: <span aria-hidden="true">H2</span>,
    toggle: true,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'heading3',
    icon: <span aria-hidden="true">H3</span>,
    toggle: true,
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletList',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 6h11M9 12h11M9 18h11" />
        <circle cx="4.5" cy="6" r="1.2" />
        <circle cx="4.5" cy="12" r="1.2" />
        <circle cx="4.5" cy="18" r="1.2" />
      </svg>
    ),
    toggle: true,
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 6h10M10 12h10M10 18h10" />
        <path d="M4 4.5h1.5V9M3.5 9h3M3.5 14.5c.4-.6 1-1 1.7-1 .8 0 1.3.5 1.3 1.2 0 1.2-3 1.8-3 3.3h3" />
      </svg>
    ),
    toggle: true,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'blockquote',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M5 17c2.5-1 3.5-3 3.5-6H5V6h5v5c0 4-1.8 6.8-5 8M14 17c2.5-1 3.5-3 3.5-6H14V6h5v5c0 4-1.8 6.8-5 8" />
      </svg>
    ),
    toggle: true,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  {
    name: 'link',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
        <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
      </svg>
    ),
    toggle: true,
    run: () => undefined, // opens the link form; handled by the toolbar
  },
  {
    name: 'undo',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 14 4 9l5-5" />
        <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
      </svg>
    ),
    toggle: false,
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    name: 'redo',
    icon: (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="m15 14 5-5-5-5" />
        <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
      </svg>
    ),
    toggle: false,
    run: (e) => e.chain().focus().redo().run(),
  },
];
