import { ApiProperty } from '@nestjs/swagger';
import { NATIVE_PUSH_PLATFORMS, type NativePushPlatform } from '../entities/native-push-token.entity.js';
import { IsNativePushPlatform, IsNativePushToken, NATIVE_TOKEN_MAX_LENGTH } from './notification-validators.js';

/** spec part 2 §7 POST /api/notifications/register-token: {token, platform}. */
export class RegisterTokenDto {
  @ApiProperty({ maxLength: NATIVE_TOKEN_MAX_LENGTH, example: 'fcm-token-or-apns-device-token', description: 'The FCM registration token or APNs device token' })
  @IsNativePushToken()
  token: string;

  @ApiProperty({ enum: NATIVE_PUSH_PLATFORMS, enumName: 'NativePushPlatform' })
  @IsNativePushPlatform()
  platform: NativePushPlatform;
}

export class NativePushTokenDto {
  @ApiProperty({ example: 4 })
  id: number;

  @ApiProperty({ enum: NATIVE_PUSH_PLATFORMS, enumName: 'NativePushPlatform' })
  platform: NativePushPlatform;
}

/** DELETE /api/notifications/register-token: the app's token, at sign-out. */
export class UnregisterTokenDto {
  @ApiProperty({ maxLength: NATIVE_TOKEN_MAX_LENGTH, example: 'fcm-token-or-apns-device-token', description: 'The token the app registered' })
  @IsNativePushToken()
  token: string;
}
