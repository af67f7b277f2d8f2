import { createRequire } from "node:module";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Test hooks of the member journeys.
 *
 * Captcha: the gateway stores only a hash of the answer and offers no reveal endpoint, so the
 * test reads the image itself. svg-captcha draws each character as the outline of its font
 * glyph, moved to its slot and jittered by ±0.1 px; the shape relative to its first point is
 * therefore the glyph's, and each character is matched against references rendered by the same
 * package the gateway uses (resolved through the gateway's own dependencies).
 *
 * SMS: the gateway's sandbox outbox (`GET /sandbox/sms/outbox?mobile=`), through the
 * storefront's /sandbox proxy.
 */
const requireFromGateway = createRequire(createRequire(import.meta.url).resolve("@xunlan/gateway/package.json"));
const svgCaptcha = requireFromGateway("svg-captcha") as unknown as (text: string, options: Record<string, unknown>) => string;

/** The gateway's captcha alphabet (apps/gateway/src/modules/members/member-config.ts). */
const ALPHABET = "ACEFHJKMNPRTWXY34679";

interface Glyph {
  commands: string;
  x: number;
  shape: number[];
}

function parseGlyph(d: string): Glyph {
  const commands = d.replace(/[^A-Za-z]/g, "");
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const [x0 = 0, y0 = 0] = numbers;
  return { commands, x: x0, shape: numbers.map((n, i) => n - (i % 2 === 0 ? x0 : y0)) };
}

function glyphPaths(svg: string): Glyph[] {
  // Character paths are filled; the noise lines are stroked with fill="none".
  return [...svg.matchAll(/<path fill="#[0-9a-f]+" d="([^"]+)"\/>/gi)].map((m) => parseGlyph(m[1]!));
}

let references: Map<string, Glyph> | undefined;
function referenceGlyphs(): Map<string, Glyph> {
  references ??= new Map(
    [...ALPHABET].map((ch) => [ch, glyphPaths(svgCaptcha(ch, { width: 120, height: 44, fontSize: 50, noise: 0 }))[0]!]),
  );
  return references;
}

/** Reads the text of a gateway captcha (`data:image/svg+xml;base64,…`). */
export function solveCaptcha(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64").toString("utf8");
  const glyphs = glyphPaths(svg).sort((a, b) => a.x - b.x);
  return glyphs
    .map((glyph) => {
      let best = { ch: "?", score: Number.POSITIVE_INFINITY };
      for (const [ch, ref] of referenceGlyphs()) {
        if (ref.commands !== glyph.commands || ref.shape.length !== glyph.shape.length) continue;
        const score = ref.shape.reduce((sum, n, i) => sum + Math.abs(n - glyph.shape[i]!), 0) / ref.shape.length;
        if (score < best.score) best = { ch, score };
      }
      return best.ch;
    })
    .join("");
}

/** The captcha image currently shown in the page's login or reset form, solved. */
export async function readCaptcha(page: Page, scope = page.locator("body")): Promise<string> {
  const image = scope.getByRole("img", { name: "图形验证码" });
  await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const text = solveCaptcha((await image.getAttribute("src"))!);
  expect(text, "captcha solved").toMatch(/^[A-Z0-9]{5}$/);
  return text;
}

/** The latest SMS code texted to `mobile` (sandbox outbox, newest first). */
export async function latestSmsCode(request: APIRequestContext, mobile: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/sms/outbox?mobile=${mobile}&limit=1`);
      if (!response.ok()) return `HTTP ${response.status()} (the gateway's sandbox outbox must be enabled for e2e)`;
      const body = (await response.json()) as { messages: Array<{ code: string | null; id: string | number }> };
      const latest = body.messages[0];
      code = latest?.code ?? undefined;
      return code && code !== after ? "ok" : "waiting";
    })
    .toBe("ok");
  return code!;
}

/** A fresh, valid mainland mobile per test run (1 + 3–9 + 9 digits). */
export function uniqueMobile(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `13${tail}`;
}

/** Runs a GraphQL operation through the storefront proxy with the page's token cookie. */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === "token")?.value;
  const response = await page.request.post("/graphql", {
    headers: { channel: "WEB", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * Registers / logs in `mobile` by SMS through the API and stores the member token and the
 * login flag the way the storefront does (`token` and `login_status` cookies), so the next
 * page load is server-rendered as that member.
 */
export async function loginViaApi(page: Page, mobile: string): Promise<void> {
  if (!(await page.context().cookies()).some((cookie) => cookie.name === "token")) await page.goto("/");
  const { getCaptcha } = await gql<{ getCaptcha: { captchaId: string; image: string } }>(
    page,
    "mutation { getCaptcha { captchaId image } }",
  );
  await gql(page, "mutation($u:String!,$id:String!,$c:String!){ getVerifyCode(username:$u,type:4,captchaId:$id,captchaCode:$c){ success } }", {
    u: mobile,
    id: getCaptcha.captchaId,
    c: solveCaptcha(getCaptcha.image),
  });
  const code = await latestSmsCode(page.request, mobile);
  const { memberLogin } = await gql<{ memberLogin: { userToken: string } }>(
    page,
    "mutation($u:String!,$c:String!){ memberLogin(username:$u,type:4,code:$c){ userToken } }",
    { u: mobile, c: code },
  );
  const url = new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url());
  await page.context().addCookies([
    { name: "token", value: memberLogin.userToken, domain: url.hostname, path: "/", sameSite: "Lax" },
    { name: "login_status", value: "1", domain: url.hostname, path: "/", sameSite: "Lax" },
  ]);
}
