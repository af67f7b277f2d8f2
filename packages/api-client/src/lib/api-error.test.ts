import { describe, expect, it } from "vitest";
import { ApiError, isAuthError, normalizeError, readErrorText } from "./api-error";

describe("readErrorText (spec §8)", () => {
  it("takes the first non-empty field in the spec's order", () => {
    expect(readErrorText({ errorMessage: "last", errMsg: "third", message: "" })).toBe("third");
    expect(readErrorText({ message: "second", msg: "first" })).toBe("first");
  });

  it("returns undefined without a text field", () => {
    expect(readErrorText({ code: 1 })).toBeUndefined();
    expect(readErrorText("text")).toBeUndefined();
    expect(readErrorText(null)).toBeUndefined();
  });
});

describe("normalizeError (spec §8)", () => {
  it("returns an ApiError unchanged", () => {
    const error = new ApiError("x", { statusCode: 418 });
    expect(normalizeError(error)).toBe(error);
  });

  it("defaults statusCode to 500 and keeps the raw value", () => {
    const raw = { errMessage: "坏了" };
    const error = normalizeError(raw);
    expect(error).toMatchObject({ message: "坏了", statusCode: 500, code: undefined, raw });
    expect(error.messages).toEqual(["坏了"]);
  });

  it("reads code and statusCode from the first GraphQL error's extensions", () => {
    const error = normalizeError({
      errors: [
        { message: "请先登录", extensions: { code: "401", statusCode: 401 } },
        { message: "other", extensions: { code: "500" } },
      ],
    });
    expect(error).toMatchObject({ message: "请先登录", code: "401", statusCode: 401 });
    expect(error.messages).toEqual(["请先登录", "other"]);
    expect(isAuthError(error)).toBe(true);
  });

  it("keeps the first error's extensions for forms to act on (captchaRequired, field)", () => {
    const error = normalizeError({
      errors: [{ message: "请输入图形验证码", extensions: { code: "400", statusCode: 400, field: "captchaCode", captchaRequired: true } }],
    });
    expect(error.extensions).toMatchObject({ field: "captchaCode", captchaRequired: true });
    expect(normalizeError("plain").extensions).toEqual({});
  });

  it("reads a transport error (graphql-request ClientError shape): HTTP status and the body's top-level fields", () => {
    const clientError = Object.assign(new Error("GraphQL Error (Code: 503): {…}"), {
      response: { status: 503, body: JSON.stringify({ code: 503, errorMsg: "维护中" }) },
    });
    const error = normalizeError(clientError);
    expect(error).toMatchObject({ message: "维护中", statusCode: 503, httpStatus: 503, code: "503" });
    expect(error.cause).toBe(clientError);
  });

  it("falls back to `HTTP <status>` for a body without text", () => {
    const clientError = Object.assign(new Error("x"), { response: { status: 502, body: "<html>" } });
    expect(normalizeError(clientError).message).toBe("HTTP 502");
  });

  it("uses an Error's message and a string as is", () => {
    expect(normalizeError(new TypeError("fetch failed"))).toMatchObject({
      message: "fetch failed",
      statusCode: 500,
    });
    expect(normalizeError("oops").message).toBe("oops");
  });

  it("falls back to the masked Chinese server message", () => {
    expect(normalizeError(undefined).message).toBe("服务器出了小问题，请稍后再试～");
  });

  it("recognises 403 codes and HTTP 401 as auth errors, not 404", () => {
    expect(isAuthError(new ApiError("x", { code: "403" }))).toBe(true);
    expect(isAuthError(new ApiError("x", { httpStatus: 401 }))).toBe(true);
    expect(isAuthError(new ApiError("x", { code: "404", statusCode: 401 }))).toBe(false);
  });
});
