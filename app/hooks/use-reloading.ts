import { useNavigation } from "react-router";

/**
 * True while the router loads another address of the page at `pathname` (a page of a list, a tab,
 * a filter): spec 4's loading flag, which the page shows while the old list is still on screen.
 */
export function useReloading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === pathname;
}
