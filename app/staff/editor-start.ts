import { createContext, useContext } from "react";

/**
 * Today's date in UK time for an empty date field of an item not saved yet; null once the item
 * exists or a refused post brought the form back as typed.
 */
export const EditorTodayContext = createContext<string | null>(null);

export const useEditorToday = () => useContext(EditorTodayContext);
