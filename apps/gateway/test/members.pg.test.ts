import { describeMemberOperations } from "./support/member-operations";
import { createFreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Same flows as members.test.ts on a real PostgreSQL server (TEST_DATABASE_URL); gateway.pg.test.ts
// already fails CI when the URL is missing, so this suite only skips.
const { url } = testDatabaseUrl();

describeMemberOperations(
  "member operations on PostgreSQL",
  async () => {
    const fresh = await createFreshDatabase(url ?? "");
    return { db: fresh.db, close: () => fresh.drop() };
  },
  { skip: url === undefined },
);
