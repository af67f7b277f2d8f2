// Webhooks out (issue 25 §3): the outbox written by triggers with each change (migration 0023),
// the dispatcher that delivers it at least once, signed, and the endpoints and dead-letter calls.
export {
  type DeliverOptions,
  deliverDueWebhooks,
  startWebhookDispatcher,
  WEBHOOK_DEFAULTS,
  WEBHOOKS_CHANNEL,
  type WebhookEvent,
  webhookBackoffMs,
  webhookBody,
  webhookQueueDepth,
} from "./dispatcher";
export {
  deactivateWebhookEndpoint,
  listDeadWebhookDeliveries,
  newWebhookSecret,
  replayWebhookDelivery,
  upsertWebhookEndpoint,
} from "./endpoints";
export {
  ATTEMPT_HEADER,
  DELIVERY_HEADER,
  EVENT_ID_HEADER,
  EVENT_TYPE_HEADER,
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  webhookSignatureProblem,
} from "./signature";
