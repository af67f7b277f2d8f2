import { describeCatalogueOperations } from "../../../test/support/catalog-operations";
import { createTestDatabase } from "../../../test/support/database";
import { seedCatalogue } from "./seed/catalogue";

// The catalogue operations over GraphQL on PGlite with the demo catalogue (seed 1).
describeCatalogueOperations("catalogue operations on PGlite", async () => {
  const database = await createTestDatabase();
  await seedCatalogue(database.db);
  return { db: database.db, close: () => database.close() };
});
