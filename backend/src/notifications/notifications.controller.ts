import { TEST_NOTICE_PAYLOAD } from '@mealapp/domain';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ReadWithSession, SessionRead } from '../auth/session-bound-reads.js';
import { ErrorDto } from '../common/error.dto.js';
import { PERSON_RATES, PersonRates } from '../common/throttling.js';
import { DeviceDeliveryDto } from './dto/test-notice.dto.js';
import { NoticeDelivery } from './notice-delivery.js';
import { NotificationSettingsDto, SaveNotificationSettingsDto } from './dto/notification-settings.dto.js';
import { PublicKeyDto, PushSubscriptionDto, SubscribeDto, UnsubscribeDto } from './dto/push-subscription.dto.js';
import { NativePushTokenDto, RegisterTokenDto, UnregisterTokenDto } from './dto/register-token.dto.js';
import { NotificationsService, SUBSCRIPTIONS_PER_USER_MAX } from './notifications.service.js';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly delivery: NoticeDelivery,
    private readonly rates: PersonRates,
  ) {}

  @Get('public-key')
  @ApiOperation({ summary: 'Get the Web Push public key' })
  @ApiOkResponse({ type: PublicKeyDto, description: "The server's VAPID public key, for PushManager.subscribe's applicationServerKey" })
  getPushPublicKey(): Promise<PublicKeyDto> {
    return this.notifications.publicKey();
  }

  @Post('subscribe')
  @ApiOperation({
    summary: 'Subscribe this device to push notifications',
    description:
      'Stores this device for the signed-in user, once per endpoint: sending the same endpoint again updates its keys (200) and answers the same id. ' +
      'An endpoint another user subscribed moves to the signed-in user (the device changed hands). ' +
      `A user keeps at most ${SUBSCRIPTIONS_PER_USER_MAX} devices; one more drops the one subscribed longest ago.`,
  })
  @ApiCreatedResponse({ type: PushSubscriptionDto, description: 'A device new to this user' })
  @ApiOkResponse({ type: PushSubscriptionDto, description: 'A device this user had subscribed: keys and time zone updated' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing or invalid field, named' })
  async subscribePush(@CurrentUser() user: AuthenticatedUser, @Body() body: SubscribeDto, @Res({ passthrough: true }) res: FastifyReply): Promise<PushSubscriptionDto> {
    const { subscription, created } = await this.notifications.subscribe(user.id, body);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return subscription;
  }

  @Delete('subscribe')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Unsubscribe this device from push notifications', description: "Removes this device from the signed-in user's subscriptions." })
  @ApiNoContentResponse({ description: 'Removed; no body' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Subscription not found: the signed-in user has no device with this endpoint' })
  async unsubscribePush(@CurrentUser() user: AuthenticatedUser, @Body() body: UnsubscribeDto): Promise<void> {
    await this.notifications.unsubscribe(user.id, body.endpoint);
  }

  @Get('settings')
  @ApiOperation({ summary: 'Get the notification settings' })
  @ApiOkResponse({ type: NotificationSettingsDto, description: 'The six settings (the defaults until the user saves) and the time zone the daily notifications use' })
  @ReadWithSession(NotificationsService, (notifications, userId) => notifications.settingsWithSession(userId))
  getNotificationSettings(@SessionRead() settings: NotificationSettingsDto): NotificationSettingsDto {
    return settings;
  }

  @Put('settings')
  @ApiOperation({ summary: 'Save the notification settings' })
  @ApiOkResponse({ type: NotificationSettingsDto, description: 'The settings as stored (replacing the previous ones)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing setting, one that is not true or false, an unknown field or time zone, named' })
  saveNotificationSettings(@CurrentUser() user: AuthenticatedUser, @Body() body: SaveNotificationSettingsDto): Promise<NotificationSettingsDto> {
    return this.notifications.saveSettings(user.id, body);
  }

  @Delete('register-token')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Unregister a native app's push token", description: "Removes the token from the signed-in user's devices; the app does so at sign-out, so the device stops getting their notices." })
  @ApiNoContentResponse({ description: 'Removed; no body' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Token not found: the signed-in user has no device with this token' })
  async unregisterPushToken(@CurrentUser() user: AuthenticatedUser, @Body() body: UnregisterTokenDto): Promise<void> {
    await this.notifications.unregisterToken(user.id, body.token);
  }

  @Post('test')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a test notification to every device of the signed-in user',
    description:
      '"Notifications are working", now, to each of the user\'s browsers and apps, whatever the settings say; answers what happened on each device. ' +
      `A device the push service calls gone is removed. At most ${PERSON_RATES['test-notices'].perMinute} a minute.`,
  })
  @ApiOkResponse({ type: DeviceDeliveryDto, isArray: true, description: 'One entry per device, browsers first; empty when the user has none' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: PERSON_RATES['test-notices'].refusal })
  async sendTestNotification(@CurrentUser() user: AuthenticatedUser): Promise<DeviceDeliveryDto[]> {
    await this.rates.count('test-notices', user.id);
    return this.delivery.toEveryDeviceOf(user.id, TEST_NOTICE_PAYLOAD);
  }

  @Post('register-token')
  @ApiOperation({
    summary: "Register a native app's push token",
    description:
      "Stores a native app's push token for the signed-in user, once per token (the same token again: 200, same id; another user's moves). " +
      'The token gets every notice the browsers get when the server has a sender for its platform (FCM for Android, APNs for iOS). ' +
      'A token FCM or APNs calls gone is deleted.',
  })
  @ApiCreatedResponse({ type: NativePushTokenDto, description: 'A token new to this user' })
  @ApiOkResponse({ type: NativePushTokenDto, description: 'A token this user had registered' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing or invalid field, named' })
  async registerPushToken(@CurrentUser() user: AuthenticatedUser, @Body() body: RegisterTokenDto, @Res({ passthrough: true }) res: FastifyReply): Promise<NativePushTokenDto> {
    const { token, created } = await this.notifications.registerToken(user.id, body);
    res.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return token;
  }
}
