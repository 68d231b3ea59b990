import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { isAllowedLinkAddress } from "#shared/content-editing/link-address.ts";
import { type ChosenLink, LinkPanel } from "./rich-text-link-panel.tsx";

type Props = {
  id: string;
  name: string;
  labelId: string;
  defaultValue: string;
  describedBy?: string | undefined;
};

/**
 * The formatting buttons. Headings are h2 and h3 only: the levels the public pages draw under their
 * own h1, and all the sanitiser keeps (server/html/sanitize.ts).
 */
const TOOLS: readonly {
  label: string;
  run: (editor: Editor) => void;
  isActive: (editor: Editor) => boolean;
}[] = [
  {
    label: "Bold",
    run: (editor) => editor.chain().focus().toggleBold().run(),
    isActive: (editor) => editor.isActive("bold"),
  },
  {
    label: "Italic",
    run: (editor) => editor.chain().focus().toggleItalic().run(),
    isActive: (editor) => editor.isActive("italic"),
  },
  {
    label: "Heading",
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    isActive: (editor) => editor.isActive("heading", { level: 2 }),
  },
  {
    label: "Subheading",
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    isActive: (editor) => editor.isActive("heading", { level: 3 }),
  },
  {
    label: "Bulleted list",
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
    isActive: (editor) => editor.isActive("bulletList"),
  },
  {
    label: "Numbered list",
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
    isActive: (editor) => editor.isActive("orderedList"),
  },
];

/** The link at the selection, as the link panel edits it. */
function currentLink(editor: Editor | null): { href: string; newTab: boolean } | null {
  if (!editor?.isActive("link")) return null;
  const { href, target } = editor.getAttributes("link") as { href?: string; target?: string | null };
  return href ? { href, newTab: target === "_blank" } : null;
}

/** The TipTap editor of a rich-text field; its HTML travels in a hidden field of the same name. */
export default function TipTapEditor({ id, name, labelId, defaultValue, describedBy }: Props) {
  const [html, setHtml] = useState(defaultValue);
  const [linking, setLinking] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          // Typed and pasted addresses become links; a click in the text edits, it never leaves the page.
          autolink: true,
          linkOnPaste: true,
          openOnClick: false,
          defaultProtocol: "https",
          // A new tab is the person's choice, per external link (the link panel), never the default.
          HTMLAttributes: { target: null, rel: null },
          isAllowedUri: (url) => isAllowedLinkAddress(url),
        },
      }),
    ],
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
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((tool) => (current ? tool.isActive(current) : false)),
      link: current?.isActive("link") ?? false,
    }),
  });

  function applyLink({ href, newTab, text }: ChosenLink) {
    if (!editor) return;
    const attributes = { href, target: newTab ? "_blank" : null, rel: newTab ? "noopener noreferrer" : null };
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the link is written with the page's title or the address as its words.
      chain
        .insertContent({ type: "text", text, marks: [{ type: "link", attrs: attributes }] })
        .unsetMark("link")
        .run();
    } else {
      chain.extendMarkRange("link").setLink(attributes).run();
    }
    setLinking(false);
  }

  function closeLinkPanel() {
    setLinking(false);
    editor?.commands.focus();
  }

  return (
    <div className="staff-rich-text-field">
      <div className="staff-rich-text-tools" role="toolbar" aria-label="Text formatting">
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="staff-button staff-button--quiet"
            aria-pressed={active?.tools[index] ?? false}
            // A click leaves focus and selection in the text, so the next key typed goes there: TipTap's
            // own refocus waits for an animation frame, and a Space reaching the button would press it again.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className="staff-button staff-button--quiet"
          // Pressed while the selection is in a link; the panel it opens takes the focus.
          aria-pressed={active?.link ?? false}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinking((open) => !open)}
        >
          Link
        </button>
      </div>
      {linking && editor ? (
        <LinkPanel
          current={currentLink(editor)}
          onApply={applyLink}
          onRemove={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            setLinking(false);
          }}
          onClose={closeLinkPanel}
        />
      ) : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={name} value={html} />
    </div>
  );
}
