import { RESPONSE_STATUS as STATUS } from "@xunlan/validation";

/**
 * spec §8 status constants: 200 success, 400 bad request, 401 unauthorised. A REST-style
 * response whose `code` is not `SUCCESS` is an error. Re-exported from @xunlan/validation so
 * feature packages importing the client need not import both.
 */
export const RESPONSE_STATUS = STATUS;
