/**
 * Creates a staff account of the operations API (issue 25 §1) — the way production gets its
 * first admin, since a deployment never seeds staff. The password is generated (never typed on
 * a command line, so never in a shell history) and printed once with the TOTP secret and its
 * otpauth:// URI to add to an authenticator app. Uses DATABASE_URL, else the PGlite folder.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @xunlan/gateway create-staff --login ops-admin --roles admin
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { createDatabase } from "../src/kernel/db";
import { loadEnv } from "../src/kernel/env";
import { createArgon2Hasher } from "../src/modules/members/password-hasher";
import { createStaff } from "../src/modules/staff";

const { values } = parseArgs({
  options: { login: { type: "string" }, roles: { type: "string", default: "admin" }, name: { type: "string", default: "" } },
});
if (!values.login) {
  console.error("usage: create-staff --login <name> [--roles admin,finance,…] [--name 显示名]");
  process.exit(2);
}

const env = loadEnv();
const database = await createDatabase(env);
try {
  await database.migrate();
  const password = randomBytes(18).toString("base64url");
  const created = await createStaff(
    database.db,
    createArgon2Hasher(),
    { loginName: values.login, password, roles: values.roles.split(",").map((r) => r.trim()), displayName: values.name },
    new Date(),
  );
  console.info(
    [
      `staff ${created.staff.loginName} (id ${created.staff.id}) created with roles ${created.staff.roles.join(", ")}`,
      `  password:    ${password}`,
      `  TOTP secret: ${created.totpSecret}`,
      `  TOTP URI:    ${created.totpUri}`,
      "Shown once: keep the password in a password manager and add the secret to an authenticator app.",
    ].join("\n"),
  );
} catch (error) {
  console.error(`create-staff: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
