import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { isAllowedNoticeUrl } from '@babynews/contracts';
import type { EditorValue } from '../hooks/useNoticeForm';

export interface RichTextEditorProps {
  /** id of the visible label that names the editing area. */
  labelId: string;
  /** id of the text describing the area (counter / error). */
  describedById?: string;
  /** HTML the editor starts with (the edit form's stored content). */
  initialHtml: string;
  /** Called on every change with the HTML and its plain-text length. */
  onChange: (value: EditorValue) => void;
  disabled?: boolean;
}

/**
 * The notice content editor (spec §2 "Notice create/edit"): TipTap 3 (ProseMirror) with headings (h2,
 * h3), bold, italic, strike, bullet and numbered lists, quotes, links and images by http(s) address,
 * undo/redo. It produces only markup of NOTICE_HTML_ALLOWLIST (the server sanitises again). Loaded
 * lazily (default export for React.lazy): the editor's code is fetched only by the notice form.
 */
export default function RichTextEditor({ labelId, describedById, initialHtml, onChange, disabled = false }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https'], isAllowedUri: (url) => isAllowedNoticeUrl(url) },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialHtml,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'notice-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedById ? { 'aria-describedby': describedById } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(valueOf(current)),
  });

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  if (!editor) return null;
  return (
    <div className="notice-editor">
      <Toolbar editor={editor} disabled={disabled} />
      <EditorContent editor={editor} />
    </div>
  );
}

/** HTML and plain-text length of the editor's document ('' for an empty document). */
function valueOf(editor: Editor): EditorValue {
  const text = editor.getText().trim();
  return { html: editor.isEmpty ? '' : editor.getHTML(), textLength: text.length };
}

/** Asks for an http(s) address (window.prompt); null when cancelled, '' to remove, else the trimmed address. */
function askUrl(message: string, current = ''): string | null {
  const answer = window.prompt(message, current);
  if (answer === null) return null;
  const url = answer.trim();
  if (url && !isAllowedNoticeUrl(url)) {
    window.alert('http:// 또는 https:// 로 시작하는 주소를 입력해주세요.');
    return null;
  }
  return url;
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const setLink = () => {
    const url = askUrl('링크 주소를 입력해주세요.', (editor.getAttributes('link').href as string | undefined) ?? 'https://');
    if (url === null) return;
    if (!url) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };
  const addImage = () => {
    const url = askUrl('이미지 주소를 입력해주세요.', 'https://');
    if (url) editor.chain().focus().setImage({ src: url }).run();
  };

  const buttons: Array<{ label: string; text: string; active?: boolean; disabled?: boolean; run: () => void }> = [
    { label: '큰 제목', text: 'H2', active: state.h2, run: () => editor.chain().focus().toggleHeading({ level: 2 }).run() },
    { label: '작은 제목', text: 'H3', active: state.h3, run: () => editor.chain().focus().toggleHeading({ level: 3 }).run() },
    { label: '굵게', text: 'B', active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: '기울임', text: 'I', active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    { label: '취소선', text: 'S', active: state.strike, run: () => editor.chain().focus().toggleStrike().run() },
    { label: '글머리 기호 목록', text: '•', active: state.bulletList, run: () => editor.chain().focus().toggleBulletList().run() },
    { label: '번호 매기기 목록', text: '1.', active: state.orderedList, run: () => editor.chain().focus().toggleOrderedList().run() },
    { label: '인용', text: '“', active: state.blockquote, run: () => editor.chain().focus().toggleBlockquote().run() },
    { label: '링크', text: '🔗', active: state.link, run: setLink },
    { label: '이미지 넣기', text: '🖼', run: addImage },
    { label: '실행 취소', text: '↶', disabled: !state.canUndo, run: () => editor.chain().focus().undo().run() },
    { label: '다시 실행', text: '↷', disabled: !state.canRedo, run: () => editor.chain().focus().redo().run() },
  ];

  // A button showing letters and digits (H2, H3, 1.) has them at the start of its name (WCAG 2.5.3 label in name).
  return (
    <div className="notice-editor__toolbar" role="toolbar" aria-label="서식">
      {buttons.map((button) => (
        <button
          key={button.label}
          type="button"
          className={`notice-editor__tool${button.active ? ' notice-editor__tool--active' : ''}`}
          aria-label={/^[A-Za-z]?\d/.test(button.text) ? `${button.text} ${button.label}` : button.label}
          title={button.label}
          aria-pressed={button.active === undefined ? undefined : button.active}
          disabled={disabled || button.disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          <span aria-hidden="true">{button.text}</span>
        </button>
      ))}
    </div>
  );
}
