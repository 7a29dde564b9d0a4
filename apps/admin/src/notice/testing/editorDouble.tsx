import type { RichTextEditorProps } from '../components/RichTextEditor';

/**
 * Stand-in for the TipTap editor in jsdom (ProseMirror needs layout APIs jsdom lacks): a textarea named
 * by the same label that reports `<p>{text}</p>` and the text's length, like the real editor's onChange.
 */
export default function EditorDouble({ labelId, initialHtml, onChange, disabled }: RichTextEditorProps) {
  return (
    <textarea
      aria-labelledby={labelId}
      defaultValue={initialHtml}
      disabled={disabled}
      onChange={(event) => {
        const text = event.target.value;
        onChange({ html: text.trim() ? `<p>${text}</p>` : '', textLength: text.trim().length });
      }}
    />
  );
}
