import { Form, Link } from "react-router";
import { FINDER_PATH, finderHref } from "../../../shared/catalogue/finder-url.ts";
import { Accordion } from "../ui/accordion.tsx";

export type CategoryGroup = { id: number; name: string; categories: { id: number; name: string }[] };

type Props = {
  groups: CategoryGroup[];
  query: string;
  selected: number[];
  onToggle: (id: number, checked: boolean) => void;
};

/**
 * The finder's left panel (spec 2.5): top-level groups in an accordion, first open (or the one
 * holding a ticked box). Ticking a box filters at once with JavaScript; without it the Apply button
 * submits the same choice. Each category's own link shows that category alone.
 */
export function CategoryPanel({ groups, query, selected, onToggle }: Props) {
  const openGroup = Math.max(
    0,
    groups.findIndex((group) => group.categories.some((category) => selected.includes(category.id))),
  );
  return (
    <aside className="category-panel" aria-labelledby="category-panel-title">
      <h2 id="category-panel-title" className="category-panel-title">
        Categories
      </h2>
      <Form method="get" action={FINDER_PATH}>
        {query ? <input type="hidden" name="query" value={query} /> : null}
        <Accordion
          headingLevel={3}
          initiallyOpen={openGroup}
          items={groups.map((group) => ({
            id: `category-group-${group.id}`,
            title: group.name,
            content: (
              <ul className="category-list">
                {group.categories.map((category) => (
                  <li key={category.id}>
                    {/* Uncontrolled, so a tick shows at once; the key resets it when the URL says otherwise (Back). */}
                    <input
                      key={`${category.id}:${selected.includes(category.id)}`}
                      type="checkbox"
                      id={`category-${category.id}`}
                      name="cat"
                      value={category.id}
                      defaultChecked={selected.includes(category.id)}
                      onChange={(event) => onToggle(category.id, event.target.checked)}
                    />
                    <label htmlFor={`category-${category.id}`}>{category.name}</label>
                    <Link to={finderHref({ catId: category.id })} className="category-only">
                      View<span className="visually-hidden"> only {category.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ),
          }))}
        />
        <button type="submit" className="button button--secondary category-apply">
          Apply filters
        </button>
      </Form>
    </aside>
  );
}
