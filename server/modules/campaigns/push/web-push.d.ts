/** The part of web-push (no bundled types) the Web Push adapter uses. */
declare module 'web-push' {
  export interface PushSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
  }
  export interface RequestDetails {
    method: string;
    headers: Record<string, string>;
    body: Buffer | null;
    endpoint: string;
  }
  export interface RequestOptions {
    vapidDetails: { subject: string; publicKey: string; privateKey: string };
    TTL?: number;
    urgency?: 'very-low' | 'low' | 'normal' | 'high';
    contentEncoding?: 'aesgcm' | 'aes128gcm';
  }
  export function generateRequestDetails(subscription: PushSubscription, payload: string | Buffer | null, options: RequestOptions): RequestDetails;
  export function generateVAPIDKeys(): { publicKey: string; privateKey: string };
  const webpush: {
    generateRequestDetails: typeof generateRequestDetails;
    generateVAPIDKeys: typeof generateVAPIDKeys;
  };
  export default webpush;
}
