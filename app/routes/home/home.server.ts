import { CERTIFICATIONS } from "#server/company/certifications.ts";
import { previewAnswer, previewDraft } from "#server/content-editing/item-preview.ts";
import { HomeRecord } from "#server/home/content-files.ts";
import { homeKind } from "#server/home/home-kind.ts";
import { bannerOf } from "#server/home/home-page.ts";
import type { NewsItem } from "#server/media/media.ts";
import { servicesContext } from "#server/router-context.ts";
import type { Services } from "#server/services.ts";
import { kindListPath } from "#shared/content-editing/console-kind.ts";
import { HOME_CONSOLE } from "#shared/content-editing/kinds/home.ts";
import {
  HOME_KEY,
  type HomeBanner,
  type KeyFigure,
  keyFigureData,
  type Slide,
  slideData,
} from "#shared/home/home-banner.ts";
import { type Locale, localeOfPath, localizedPath } from "#shared/i18n/locales.ts";
import { uploadedImageHash } from "#shared/uploads/responsive-image.ts";
import { uploadCardFile } from "#shared/uploads/upload-paths.ts";
import type { NewsTeaser } from "../../components/home/news-teasers.tsx";
import { inPageLanguage } from "../../i18n/content-language.server.ts";
import type { Route } from "./+types/home.ts";
import { HOME_CHEMICAL_CATEGORY_IDS, HOME_NEWS_COUNT, HOME_PRINTING_CATEGORY_IDS } from "./home-content.ts";

type Category = { id: number; name: string; image: string };

/**
 * `preview` only while a signed-in editor previews the banner, `lang` only when the banner's
 * translation is missing (decision 063): a field left out costs no hydration bytes.
 */
type HomeData = HomeBanner & {
  preview?: { editorHref: string };
  lang?: "en";
  chemicalCategories: Category[];
  printingCategories: Category[];
  certificates: string[];
  news: NewsTeaser[];
};

/**
 * What the home page shows from the content (spec 2.4): the banner's slides and counters, the
 * categories of its two product grids, the certificates and the latest news (the industries grid
 * reads the navigation's table). Only the fields the page renders are returned: all of it travels
 * to the browser again for hydration, within the page's JavaScript budget.
 */
/** The slides' buttons lead to the page in the visitor's language; an address of another site stays. */
function withLinksIn(record: { slides: Slide[]; counters: KeyFigure[] }, locale: Locale) {
  const to = (address: string) => (address.startsWith("/") ? localizedPath(address, locale) : address);
  return {
    ...record,
    slides: record.slides.map((slide) => ({
      ...slide,
      action: { ...slide.action, to: to(slide.action.to) },
    })),
  };
}

/**
 * An uploaded image is shown by its widest card crop, cut around its focal point (decision 107) in
 * the cards' 16:9 (the artwork's shape); the content files' artwork is drawn as it is.
 */
async function newsTeaser(services: Services, { id, name, date, image }: NewsItem): Promise<NewsTeaser> {
  const hash = image ? uploadedImageHash(image) : undefined;
  const upload = hash ? await services.uploads.findUpload(hash) : undefined;
  const card = upload && uploadCardFile(upload);
  return { id, name, date, image: card ?? image };
}

async function loadHome(services: Services, request: Request): Promise<HomeData> {
  const [categories, news, banner] = await Promise.all([
    services.catalogue.listCategories(),
    services.media.newsPage(0, HOME_NEWS_COUNT),
    services.homePage.record().then((record) => inPageLanguage(services, request, "home", HOME_KEY, record)),
  ]);
  const names = await Promise.all(
    categories.map(
      async (category) =>
        (await inPageLanguage(services, request, "categories", category.slug, { name: category.name })).value
          .name,
    ),
  );
  const categoriesById = new Map(
    categories.map((category, index) => [category.id, { ...category, name: names[index] ?? category.name }]),
  );
  const pick = (ids: readonly number[]) =>
    ids.flatMap((id) => {
      const category = categoriesById.get(id);
      return category ? [{ id, name: category.name, image: category.image }] : [];
    });
  return {
    ...bannerOf(withLinksIn(banner.value, localeOfPath(new URL(request.url).pathname))),
    ...(banner.lang ? { lang: banner.lang } : {}),
    chemicalCategories: pick(HOME_CHEMICAL_CATEGORY_IDS),
    printingCategories: pick(HOME_PRINTING_CATEGORY_IDS),
    // Names only, which are unique: the page shows nothing else, and every byte here is hydration data.
    certificates: CERTIFICATIONS.certifications.map(({ name }) => name),
    news: await Promise.all(news.items.map((item) => newsTeaser(services, item))),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const preview = await previewDraft(
    services,
    request,
    { name: homeKind.name, schema: HomeRecord },
    HOME_KEY,
    kindListPath(HOME_CONSOLE.name),
  );
  const home = await loadHome(services, request);
  if (!preview) return home;
  return previewAnswer<HomeData>({
    ...home,
    slides: preview.draft.slides.map(slideData),
    counters: preview.draft.counters.map(keyFigureData),
    preview: { editorHref: preview.editorHref },
  });
}

/** A preview's headers keep it out of every cache; other pages keep the page cache's. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
