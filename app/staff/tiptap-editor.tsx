import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";

type Props = {
  id: string;
  name: string;
  labelId: string;
  defaultValue: string;
  describedBy?: string | undefined;
};

const TOOLS = [
  { label: "Bold", run: "toggleBold", mark: "bold" },
  { label: "Italic", run: "toggleItalic", mark: "italic" },
  { label: "Bulleted list", run: "toggleBulletList", mark: "bulletList" },
  { label: "Numbered list", run: "toggleOrderedList", mark: "orderedList" },
] as const;

/** The TipTap editor of a rich-text field; its HTML travels in a hidden field of the same name. */
export default function TipTapEditor({ id, name, labelId, defaultValue, describedBy }: Props) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    extensions: [StarterKit],
    content: defaultValue,
    immediatelyRender: false,
    // The strict CSP allows no injected style element; staff.css carries what the editor needs.
    injectCSS: false,
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: "staff-rich-text",
      },
    },
  });
  // The editor does not re-render on every transaction: the buttons' pressed state follows it here,
  // including a mark switched on at an empty selection for the next words typed.
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => current?.isActive(tool.mark) ?? false),
  });
  return (
    <div className="staff-rich-text-field">
      <div className="staff-rich-text-tools" role="toolbar" aria-label="Text formatting">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.run}
            type="button"
            className="staff-button staff-button--quiet"
            aria-pressed={active?.[index] ?? false}
            // A click leaves focus and selection in the text, so the next key typed goes there: TipTap's
            // own refocus waits for an animation frame, and a Space reaching the button would press it again.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor?.chain().focus()[tool.run]().run()}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
