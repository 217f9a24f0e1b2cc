import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LinkForm } from './rich-text-link-form.tsx';
import { tools } from './rich-text-tools.tsx';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** Set on the editable area, so tests and labels can find it. */
  id: string;
  value: string;
  onChange: (html: string) => void;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
}

const emptyDocument = '<p></p>';

/** The editor's HTML, with an empty document reported as the empty string. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/**
 * Rich text for descriptions: bold, italic, two heading levels, lists, quotes and links, the
 * formatting the server's sanitiser keeps. The toolbar follows the WAI-ARIA toolbar pattern
 * (one Tab stop, arrow keys move between buttons), toggles report aria-pressed, and the editable
 * area is a labelled multi-line textbox.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  placeholder,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
        },
      }),
    ],
    content: value || emptyDocument,
    // Tiptap would add its base styles in a <style> element, which the Content-Security-Policy
    // (style-src 'self') refuses: they are in rich-text-editor.css instead.
    injectCSS: false,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChangeRef.current(htmlOf(current)),
  });

  // Attributes that follow the props (labels, validity) are applied on every change.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id,
          role: 'textbox',
          'aria-multiline': 'true',
          ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(placeholder
            ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder }
            : {}),
          'aria-invalid': invalid ? 'true' : 'false',
          class: 'rich-text-content',
        },
      },
    });
  }, [editor, id, labelledBy, describedBy, invalid, placeholder]);

  // A value set from outside (a loaded draft, a reset form) replaces the document; the editor's
  // own updates come back equal and are left alone, so the caret does not jump.
  useEffect(() => {
    if (value === htmlOf(editor)) return;
    editor.commands.setContent(value || emptyDocument, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      heading2: current.isActive('heading', { level: 2 }),
      heading3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      link: current.isActive('link'),
      undo: current.can().undo(),
      redo: current.can().redo(),
      empty: current.isEmpty,
    }),
  });

  const [activeIndex, setActiveIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttonsRef = useRef<(HTMLButtonElement | null)[]>([]);

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tools.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActiveIndex(next);
    buttonsRef.current[next]?.focus();
  };

  return (
    <div className={`rich-text-editor${invalid ? ' is-invalid' : ''}`}>
      <div
        className="rich-text-toolbar"
        role="toolbar"
        aria-label={t('topics.editor.toolbar')}
        aria-controls={id}
        onKeyDown={onToolbarKeyDown}
      >
        {tools.map((tool, index) => {
          const label = t(`topics.editor.${tool.name}`);
          const disabled =
            (tool.name === 'undo' && !state.undo) || (tool.name === 'redo' && !state.redo);
          return (
            <button
              key={tool.name}
              ref={(element) => {
                buttonsRef.current[index] = element;
              }}
              type="button"
              className={`rich-text-tool tool-${tool.name}`}
              aria-label={label}
              title={label}
              aria-pressed={tool.toggle ? Boolean(state[tool.name]) : undefined}
              aria-expanded={tool.name === 'link' ? linkOpen : undefined}
              aria-disabled={disabled || undefined}
              tabIndex={index === activeIndex ? 0 : -1}
              onFocus={() => setActiveIndex(index)}
              onMouseDown={(event) => event.preventDefault()} // keep the editor's selection
              onClick={() => {
                if (disabled) return;
                if (tool.name === 'link') setLinkOpen((open) => !open);
                else tool.run(editor);
              }}
            >
              {tool.icon}
            </button>
          );
        })}
      </div>
      {linkOpen ? (
        <LinkForm
          editor={editor}
          onDone={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent
        editor={editor}
        className={`rich-text-body${state.empty ? ' is-empty' : ''}`}
      />
    </div>
  );
}
