import { createContext, useContext } from "react";

/** What an editor's fields start from when they are drawn for an item not saved yet. */
export type EditorStart = {
  /** Today's date in UK time for an empty date field of a new item; null once the item exists. */
  today: string | null;
  /** The order the browser's date picker shows, named in the date fields' hint. */
  datePattern: string;
};

export const EditorStartContext = createContext<EditorStart>({ today: null, datePattern: "dd/mm/yyyy" });

export const useEditorStart = () => useContext(EditorStartContext);
