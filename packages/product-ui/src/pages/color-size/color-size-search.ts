// Its own module: the route's validateSearch is part of the first load of every page, the page is not.

/** The search of /products/colorSize: a style and/or one of its colours. */
export interface ColorSizeSearch {
  styleSku?: string;
  productId?: string;
}

/** The route's validateSearch: blank or missing values are left out (shared links stay clean). */
export function validateColorSizeSearch(search: Record<string, unknown>): ColorSizeSearch {
  return {
    ...(search.styleSku != null && search.styleSku !== "" ? { styleSku: String(search.styleSku) } : {}),
    ...(search.productId != null && search.productId !== "" ? { productId: String(search.productId) } : {}),
  };
}
