import { useRouteLoaderData } from "react-router";

/** The sample basket's product slugs, as the root loader read them from the visitor's cookie. */
export function useBasket(): string[] {
  const data = useRouteLoaderData("root") as { basket?: string[] } | undefined;
  return data?.basket ?? [];
}
