/** The storage module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { createS3Storage } from "./s3-storage";
export { createSandboxStorage } from "./sandbox-storage";
export type { StorageDeps, StorageProvider } from "./storage-provider";
export { claimUploads, createUploadToken, RETURN_PHOTOS_MAX, storeReturnPhotos } from "./upload-service";
