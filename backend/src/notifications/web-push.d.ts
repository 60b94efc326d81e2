// web-push ships no types; these are the parts this app calls (web-push 3.6, lib/web-push-lib.js).
declare module 'web-push' {
  interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }

  interface VapidDetails {
    subject: string;
    publicKey: string;
    privateKey: string;
  }

  interface RequestOptions {
    vapidDetails?: VapidDetails;
    /** Seconds the push service keeps the message for an offline device. */
    TTL?: number;
    contentEncoding?: 'aes128gcm' | 'aesgcm';
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    topic?: string;
    headers?: Record<string, string>;
  }

  interface RequestDetails {
    method: 'POST';
    headers: Record<string, string | number>;
    body: Buffer | null;
    endpoint: string;
  }

  interface WebPush {
    generateVAPIDKeys(): { publicKey: string; privateKey: string };
    /** The encrypted, VAPID-signed request, without sending it. @throws Error on a malformed subscription or key */
    generateRequestDetails(subscription: PushSubscription, payload?: string | Buffer | null, options?: RequestOptions): RequestDetails;
  }

  const webpush: WebPush;
  export default webpush;
}
