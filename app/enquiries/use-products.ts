import { useEffect, useState } from "react";
import type { ProductList } from "#shared/catalogue/api.ts";

export type FamilyProducts = { state: "idle" | "loading" | "loaded" | "failed"; products: string[] };

/**
 * The products of the chosen family, from `/api/list?catId=<id>&all=true` (spec 7); empty on error.
 * Only the answer to the latest choice is kept.
 */
export function useProducts(familyId: string): FamilyProducts {
  const [list, setList] = useState<FamilyProducts>({ state: "idle", products: [] });
  useEffect(() => {
    if (!familyId) {
      setList({ state: "idle", products: [] });
      return;
    }
    const controller = new AbortController();
    setList({ state: "loading", products: [] });
    fetch(`/api/list?catId=${encodeURIComponent(familyId)}&all=true`, { signal: controller.signal })
      .then((response) =>
        response.ok ? response.json() : Promise.reject(new Error(String(response.status))),
      )
      .then((json: ProductList) =>
        setList({ state: "loaded", products: json.data.map((product) => product.name) }),
      )
      .catch(() => {
        if (!controller.signal.aborted) setList({ state: "failed", products: [] });
      });
    return () => controller.abort();
  }, [familyId]);
  return list;
}
