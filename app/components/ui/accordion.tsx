import type { ReactNode } from "react";
import { useId } from "react";

type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

type Props = {
  items: AccordionItem[];
  /** Index of the section open on arrival; the spec opens the first. */
  initiallyOpen?: number;
  headingLevel?: 2 | 3 | 4;
};

/**
 * Sections of which one is open at a time. Built on exclusive <details name>,
 * so it opens by mouse, keyboard and screen reader, with or without JavaScript.
 */
export function Accordion({ items, initiallyOpen = 0, headingLevel = 3 }: Props) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="accordion">
      {items.map((item, index) => (
        <details
          key={item.id}
          id={item.id}
          name={group}
          className="accordion-item"
          open={index === initiallyOpen}
        >
          <summary className="accordion-summary">
            <Heading className="accordion-title">{item.title}</Heading>
            <svg className="chevron" viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </summary>
          <div className="accordion-panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
