// The bag's count cookie is @xunlan/edge's (its page cache reads it); kept here for the layout's import.
export { writeBagCountCookie } from "@xunlan/edge/shared";
