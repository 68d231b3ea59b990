import certifications from "../../../content/company/certifications.json" with { type: "json" };
import { servicesContext } from "../../../server/router-context.ts";
import type { Services } from "../../../server/services.ts";
import { formatLongDate } from "../../../shared/site/date-format.ts";
import type { Route } from "./+types/home.ts";
import { HOME_CHEMICAL_CATEGORY_IDS, HOME_NEWS_COUNT, HOME_PRINTING_CATEGORY_IDS } from "./home-content.ts";

/**
 * What the home page shows from the content (spec 2.4): the categories of its two product grids,
 * the certificates and the latest news (the industries grid reads the navigation's table). Only
 * the fields the page renders are returned: all of it travels to the browser again for hydration.
 */
export async function loadHome(services: Services) {
  const [categories, news] = await Promise.all([
    services.catalogue.listCategories(),
    services.media.newsPage(0, HOME_NEWS_COUNT),
  ]);
  const categoriesById = new Map(categories.map((category) => [category.id, category]));
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const category = categoriesById.get(id);
      return category ? [{ id, name: category.name, image: category.image }] : [];
    });
  return {
    chemicalCategories: pick(HOME_CHEMICAL_CATEGORY_IDS),
    printingCategories: pick(HOME_PRINTING_CATEGORY_IDS),
    certificates: certifications.certifications.map(({ id, name }) => ({ id, name })),
    news: news.items.map(({ id, name, date, image }) => ({
      id,
      name,
      date,
      dateLabel: formatLongDate(date),
      image,
    })),
  };
}

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.get(servicesContext));
}
