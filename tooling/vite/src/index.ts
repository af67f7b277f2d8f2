// @xunlan/vite-config: the workspace's own vite plugins (private build tooling).
// (Imports name their .ts file: Node loads vite.config.ts and this module natively, type-stripped.)

export type { ChunkComposition } from "./chunk-composition.ts";
export { CHUNK_COMPOSITION_FILE, chunkComposition, packageOfModule } from "./chunk-composition.ts";
export type { ExportTable } from "./direct-package-imports.ts";
export { directPackageImports, readEntryExports, rewriteImports, workspaceExportTable } from "./direct-package-imports.ts";
