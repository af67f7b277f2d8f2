import DysmsapiModule, { SendSmsRequest } from "@alicloud/dysmsapi20170525";
import { $OpenApiUtil } from "@alicloud/openapi-core";
import type { SmsMessage, SmsProvider } from "../providers";

// The SDK is CommonJS with `exports.default = Client`: Node's own ESM loader (the built gateway)
// hands the whole exports object to a default import, bundlers and vitest hand `exports.default`.
type DysmsapiClient = typeof DysmsapiModule;
const Dysmsapi: DysmsapiClient = (DysmsapiModule as unknown as { default?: DysmsapiClient }).default ?? DysmsapiModule;

/**
 * 阿里云短信 (Alibaba Cloud SMS, dysmsapi 2017-05-25 SendSms) through Alibaba Cloud's own SDK,
 * `@alicloud/dysmsapi20170525`, which signs every request with the V3 signature (./acs3.ts).
 * API: https://help.aliyun.com/zh/sms/developer-reference/api-dysmsapi-2017-05-25-sendsms —
 * PhoneNumbers, SignName (an approved 签名), TemplateCode (an approved template) and
 * TemplateParam (its variables as JSON); the answer's Code is "OK" when the message was
 * accepted. Each {@link SmsMessage} purpose maps to one template (docs/PROVIDERS.md lists the
 * texts to register); the template's variables are the message's `params`. A 到货提醒's
 * verification code (purpose "reminder") goes out with the ORDER template ({@link templateFor}):
 * same variables (code, minutes), no fifth template to register.
 */
export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature, e.g. 迅岚XUNLAN (shown as 【迅岚XUNLAN】). */
  signName: string;
  /** Template code per purpose ("reminder" codes use `order`'s). */
  templates: Readonly<Record<Exclude<SmsMessage["purpose"], "reminder">, string>>;
  /** Default dysmsapi.aliyuncs.com; the fake's host:port in tests. */
  endpoint?: string;
  /** HTTPS (default), HTTP for the fake. */
  protocol?: "HTTPS" | "HTTP";
  /** Milliseconds before a call fails (default 5 000). */
  timeoutMs?: number;
}

/** The carrier refused a message; `code` is its error code (e.g. isv.BUSINESS_LIMIT_CONTROL). */
export class SmsRejected extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`阿里云短信 refused the message: ${code} ${message}`);
    this.name = "SmsRejected";
  }
}

/** The template of a purpose: a 到货提醒 code shares the order-lookup code's template. */
export function templateFor(templates: AliyunSmsSettings["templates"], purpose: SmsMessage["purpose"]): string {
  return templates[purpose === "reminder" ? "order" : purpose];
}

/** The Alibaba Cloud SMS provider: rejects when the message was not accepted. */
export function createAliyunSms(settings: AliyunSmsSettings): SmsProvider {
  const timeout = settings.timeoutMs ?? 5_000;
  const client = new Dysmsapi(
    new $OpenApiUtil.Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      endpoint: settings.endpoint ?? "dysmsapi.aliyuncs.com",
      protocol: settings.protocol ?? "HTTPS",
      readTimeout: timeout,
      connectTimeout: timeout,
    }),
  );
  return {
    name: "aliyun-sms",
    async send(message) {
      const request = new SendSmsRequest({
        phoneNumbers: message.mobile,
        signName: settings.signName,
        templateCode: templateFor(settings.templates, message.purpose),
        templateParam: JSON.stringify(message.params),
      });
      let code: string | undefined;
      let detail = "";
      try {
        const response = await client.sendSms(request);
        code = response.body?.code;
        detail = response.body?.message ?? "";
      } catch (error) {
        const failure = error as { code?: string; message?: string };
        throw new SmsRejected(failure.code ?? "NetworkError", failure.message ?? String(error));
      }
      if (code !== "OK") throw new SmsRejected(code ?? "Unknown", detail);
    },
  };
}
