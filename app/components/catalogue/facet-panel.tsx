import { Form, Link } from "react-router";
import type { FacetKey, FacetSelection } from "#shared/catalogue/facet-params.ts";
import { chosenValues } from "#shared/catalogue/facet-query.ts";
import { facetValue } from "#shared/catalogue/facets.ts";
import { FINDER_PATH, type FinderState, finderHref } from "#shared/catalogue/finder-url.ts";
import { m } from "#shared/i18n/paraglide/messages.js";
import { useLocalizedPath } from "../../i18n/page-locale.ts";
import { CompareListInput } from "./compare-list-input.tsx";
import { FACET_NAMES, facetValueLabel } from "./facet-labels.ts";
import { FilterDisclosure } from "./filter-disclosure.tsx";

type FacetCount = {
  key: FacetKey;
  label: string;
  values: { slug: string; label: string; count: number }[];
};

type Props = {
  state: FinderState;
  facets: FacetCount[];
  onToggle: (key: FacetKey, slug: string, checked: boolean) => void;
};

function toggled(selection: FacetSelection, key: FacetKey, slug: string, on: boolean): FacetSelection {
  const values = (selection[key] ?? []).filter((value) => value !== slug);
  return { ...selection, [key]: on ? [...values, slug] : values };
}

/** The finder's address with one facet value taken out (or added), from page 1. */
export function facetToggleHref(state: FinderState, key: FacetKey, slug: string, on: boolean): string {
  return finderHref({ ...state, page: 1, facets: toggled(state.facets, key, slug, on) });
}

/**
 * The finder's facets (decision 032): each value with the products it would give beside the other
 * choices, folded behind a disclosure on narrow screens as the categories are. A plain GET form: without JavaScript Apply submits the ticks (the server redirects them to
 * the canonical address); with it a tick navigates at once. Chosen values are listed above as links
 * that remove one, with a link that clears them all.
 */
export function FacetPanel({ state, facets, onToggle }: Props) {
  const localized = useLocalizedPath();
  const chosen = chosenValues(state.facets);
  return (
    <aside className="facet-panel" aria-labelledby="facet-panel-title">
      <h2 id="facet-panel-title" className="category-panel-title">
        {m.finder_filters()}
      </h2>
      {chosen.length > 0 ? (
        <ul className="facet-chosen" aria-label={m.finder_chosen_filters()}>
          {chosen.map(([key, slug]) => (
            <li key={`${key}:${slug}`}>
              <Link to={localized(facetToggleHref(state, key, slug, false))} className="facet-chip">
                <span className="visually-hidden">{m.finder_remove_filter()}</span>
                {facetValueLabel(key, slug, facetValue(key, slug)?.label ?? slug)}
                <span aria-hidden="true"> ×</span>
              </Link>
            </li>
          ))}
          <li>
            <Link to={localized(finderHref({ ...state, page: 1, facets: {} }))} className="facet-clear">
              {m.finder_clear_filters()}
            </Link>
          </li>
        </ul>
      ) : null}
      <FilterDisclosure summary={m.finder_filter_by()} chosen={chosen.length}>
        <Form method="get" action={localized(FINDER_PATH)} className="facet-form">
          {state.query ? <input type="hidden" name="query" value={state.query} /> : null}
          {state.catId !== null ? <input type="hidden" name="cat_id" value={state.catId} /> : null}
          {state.cats.map((cat) => (
            <input key={cat} type="hidden" name="cat" value={cat} />
          ))}
          <CompareListInput compare={state.compare} />
          {facets.map((facet) => {
            const selected = state.facets[facet.key] ?? [];
            const shown = facet.values.filter((value) => value.count > 0 || selected.includes(value.slug));
            if (shown.length === 0) return null;
            return (
              <fieldset key={facet.key} className="facet-group">
                <legend>{FACET_NAMES[facet.key]()}</legend>
                <ul className="facet-list">
                  {shown.map((value) => {
                    const id = `facet-${facet.key}-${value.slug}`;
                    const on = selected.includes(value.slug);
                    return (
                      <li key={value.slug}>
                        <input
                          key={`${id}:${on}`}
                          type="checkbox"
                          id={id}
                          name={facet.key}
                          value={value.slug}
                          defaultChecked={on}
                          onChange={(event) => onToggle(facet.key, value.slug, event.target.checked)}
                        />
                        <label htmlFor={id}>
                          {facetValueLabel(facet.key, value.slug, value.label)}{" "}
                          <span className="facet-count">({value.count})</span>
                        </label>
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            );
          })}
          <button type="submit" className="button button--secondary facet-apply">
            {m.finder_show_matching()}
          </button>
        </Form>
      </FilterDisclosure>
    </aside>
  );
}
