import { describeMemberOperations } from "./support/member-operations";
import { createFreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Same flows as members.test.ts on a real PostgreSQL server (TEST_DATABASE_URL); without it the
// suite skips (listed in the summary), and CI or REQUIRE_PG=1 fail instead (global setup).
const { url } = testDatabaseUrl();

describeMemberOperations(
  "member operations on PostgreSQL",
  async () => {
    const fresh = await createFreshDatabase(url ?? "");
    return { db: fresh.db, close: () => fresh.drop() };
  },
  { skip: url === undefined },
);
