import { Form, Link } from "react-router";
import type { FacetSelection } from "#shared/catalogue/facet-params.ts";
import { chosenValues } from "#shared/catalogue/facet-query.ts";
import { FINDER_PATH, finderHref } from "#shared/catalogue/finder-url.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { Accordion } from "../ui/accordion.tsx";
import { CompareListInput } from "./compare-list-input.tsx";
import { FilterDisclosure } from "./filter-disclosure.tsx";

type CategoryGroup = { id: number; name: string; categories: { id: number; name: string }[] };

type Props = {
  groups: CategoryGroup[];
  query: string;
  /** Facet choices, kept when categories are applied. */
  facets: FacetSelection;
  /** Products chosen for a comparison, kept too. */
  compare: string[];
  selected: number[];
  onToggle: (id: number, checked: boolean) => void;
};

/**
 * The finder's left panel (spec 2.5): top-level groups in an accordion, first open (or the one
 * holding a ticked box). Ticking a box filters at once with JavaScript; without it the Apply button
 * submits the same choice. Each category's own link shows that category alone.
 * On a narrow screen the panel stands above the results, so it starts folded away (FilterDisclosure).
 */
export function CategoryPanel({ groups, query, facets, compare, selected, onToggle }: Props) {
  const localized = useLocalizedPath();
  const openGroup = Math.max(
    0,
    groups.findIndex((group) => group.categories.some((category) => selected.includes(category.id))),
  );
  return (
    <aside className="category-panel" aria-labelledby="category-panel-title">
      <h2 id="category-panel-title" className="category-panel-title">
        {m.finder_categories()}
      </h2>
      <FilterDisclosure summary={m.finder_filter_by_category()} chosen={selected.length}>
        <Form method="get" action={localized(FINDER_PATH)}>
          {query ? <input type="hidden" name="query" value={query} /> : null}
          <CompareListInput compare={compare} />
          {chosenValues(facets).map(([key, slug]) => (
            <input key={`${key}:${slug}`} type="hidden" name={key} value={slug} />
          ))}
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
                      <Link to={localized(finderHref({ catId: category.id }))} className="category-only">
                        {m.finder_view()}
                        <span className="visually-hidden">{m.finder_view_only({ name: category.name })}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ),
            }))}
          />
          <button type="submit" className="button button--secondary category-apply">
            {m.finder_apply()}
          </button>
        </Form>
      </FilterDisclosure>
    </aside>
  );
}
