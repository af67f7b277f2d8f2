import type { ApiClient } from "@xunlan/api-client";
import { createCaptchaSession, SMS_CODE_TYPE } from "@xunlan/auth-popup";
import { ArrivalReminder, type ArrivalReminderProps, type ArrivalReminderVerification } from "@xunlan/cart";
import { useMemo } from "react";

/**
 * The product page's 到货提醒 over the gateway: a mobile other than the signed-in member's own
 * is proven with the image captcha and an SMS code of getVerifyCode type 6 (issue 21 item 7).
 * Loaded with the product extras, off every other page's first load.
 */
export function StoreArrivalReminder({ api, ...props }: Omit<ArrivalReminderProps, "verification"> & { api: ApiClient }) {
  const verification = useMemo<ArrivalReminderVerification>(() => {
    const captcha = createCaptchaSession(api);
    return {
      getCaptcha: captcha.getCaptcha,
      sendCode: async (mobile, captchaCode) => {
        await captcha.sendSmsCode({ mobile, captchaCode, type: SMS_CODE_TYPE.ARRIVAL_REMINDER });
      },
    };
  }, [api]);
  return <ArrivalReminder {...props} verification={verification} />;
}
