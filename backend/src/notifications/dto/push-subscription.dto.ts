import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsTimeZoneName } from '../../meal-plans/dto/meal-plan-validators.js';
import { AUTH_SECRET_BYTES, ENDPOINT_MAX_LENGTH, IsExpirationTime, IsPushEndpoint, IsPushKeys, P256DH_BYTES } from './notification-validators.js';

export class PushSubscriptionKeysDto {
  @ApiProperty({ example: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', description: `The browser's P-256 public key: ${P256DH_BYTES} bytes uncompressed, base64url` })
  p256dh: string;

  @ApiProperty({ example: 'tBHItJI5svbpez7KI4CCXg', description: `The browser's auth secret: ${AUTH_SECRET_BYTES} bytes, base64url` })
  auth: string;
}

/** spec part 2 §7 POST /api/notifications/subscribe: {endpoint, keys{p256dh, auth}}, as PushSubscription.toJSON() gives it. */
export class SubscribeDto {
  @ApiProperty({
    maxLength: ENDPOINT_MAX_LENGTH,
    example: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bH',
    description: "The push service's URL for this device: https only, on the public internet",
  })
  @IsPushEndpoint()
  endpoint: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsPushKeys()
  keys: PushSubscriptionKeysDto;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'As PushSubscription.toJSON() sends it; accepted and not used' })
  @IsExpirationTime()
  expirationTime?: number | null;

  @ApiPropertyOptional({
    example: 'Europe/London',
    description: "The device's IANA time zone: the daily notifications go out by the user's local day and hour in it. Absent: the stored one is kept (UTC until one is sent).",
  })
  @IsTimeZoneName()
  timeZone?: string;
}

export class PushSubscriptionDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bH' })
  endpoint: string;
}

export class UnsubscribeDto {
  @ApiProperty({ maxLength: ENDPOINT_MAX_LENGTH, description: 'The endpoint the device subscribed with' })
  @IsPushEndpoint()
  endpoint: string;
}

export class PublicKeyDto {
  @ApiProperty({ example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U', description: "The server's VAPID public key (applicationServerKey), base64url" })
  key: string;
}
