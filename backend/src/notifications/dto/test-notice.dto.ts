import { DELIVERY_CHANNELS, DELIVERY_OUTCOMES, type DeliveryChannel, type DeliveryOutcome } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import type { DeviceDelivery } from '../notice-delivery.js';

/** What became of the test notice on one of the user's devices. */
export class DeviceDeliveryDto implements DeviceDelivery {
  @ApiProperty({ enum: DELIVERY_CHANNELS, enumName: 'DeliveryChannel', description: 'web: a browser (Web Push); android: the Android app (FCM); ios: the iOS app (APNs)' })
  kind: DeliveryChannel;

  @ApiProperty({ example: 4, description: "The device's id: a push subscription's for web, a registered token's for the apps" })
  id: number;

  @ApiProperty({
    enum: DELIVERY_OUTCOMES,
    enumName: 'DeliveryOutcome',
    description: 'sent: the push service took it; gone: the service no longer knows the device, which is now removed; failed: not sent (detail says why)',
  })
  outcome: DeliveryOutcome;

  @ApiProperty({ example: 'the push service at https://fcm.googleapis.com answered HTTP 201', description: 'What the push service said, for a person to read' })
  detail: string;
}
