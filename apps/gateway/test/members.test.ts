import { createTestDatabase } from "./support/database";
import { describeMemberOperations } from "./support/member-operations";

describeMemberOperations("member operations on PGlite", async () => {
  const handle = await createTestDatabase();
  return { db: handle.db, close: () => handle.close() };
});
