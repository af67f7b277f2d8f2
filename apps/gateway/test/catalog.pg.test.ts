import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { describeCatalogueOperations } from "./support/catalog-operations";
import { createFreshDatabase, testDatabaseUrl } from "./support/pg-server";

// The catalogue operations on a real PostgreSQL server (TEST_DATABASE_URL); without it the
// suite skips (listed in the summary), and CI or REQUIRE_PG=1 fail instead (global setup).
const { url } = testDatabaseUrl();

describeCatalogueOperations(
  "catalogue operations on PostgreSQL",
  async () => {
    const fresh = await createFreshDatabase(url ?? "");
    await seedCatalogue(fresh.db);
    return { db: fresh.db, close: () => fresh.drop() };
  },
  { skip: url === undefined },
);
