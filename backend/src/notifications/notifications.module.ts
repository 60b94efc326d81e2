import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import { MealPlansModule } from '../meal-plans/meal-plans.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { ShoppingModule } from '../shopping/shopping.module.js';
import { DailyNotices } from './daily-notices.js';
import { NativePushTokenEntity } from './entities/native-push-token.entity.js';
import { NotificationDeliveryEntity } from './entities/notification-delivery.entity.js';
import { NotificationSettingsEntity } from './entities/notification-settings.entity.js';
import { PushSubscriptionEntity } from './entities/push-subscription.entity.js';
import { VapidKeysEntity } from './entities/vapid-keys.entity.js';
import { NotificationsController } from './notifications.controller.js';
import { FamilyUpdatesRepository } from './family-updates.repository.js';
import { NotificationsJob } from './notifications.job.js';
import { NotificationsRepository } from './notifications.repository.js';
import { NotificationsService } from './notifications.service.js';
import { NoticeDelivery } from './notice-delivery.js';
import { PushSender } from './push-sender.js';
import { ApnsSender } from './senders/apns-sender.js';
import { FcmSender } from './senders/fcm-sender.js';
import { VapidKeys } from './vapid-keys.js';

/**
 * Web Push: keys, subscriptions, settings, and the job (the daily notices and the household's
 * additions). The daily notices read each user's data through the feature modules' own services
 * and repositories.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([VapidKeysEntity, PushSubscriptionEntity, NativePushTokenEntity, NotificationSettingsEntity, NotificationDeliveryEntity]),
    PantryModule,
    ShoppingModule,
    PreferencesModule,
    MealPlansModule,
    RecipesModule,
  ],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationsRepository, FamilyUpdatesRepository, VapidKeys, PushSender, FcmSender, ApnsSender, NoticeDelivery, SafeFetcher, DailyNotices, NotificationsJob],
  // The account import saves the settings through it (my-data).
  exports: [NotificationsService],
})
export class NotificationsModule {}
