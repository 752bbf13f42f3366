/** What the events module reads of the configuration (EVENT_DELIVERY_ALLOWED_HOSTS). */
export abstract class EventSettings {
  /** Hosts (names or IP literals) an endpoint may point at although they are not public. */
  abstract readonly allowedPrivateHosts: readonly string[];
}
