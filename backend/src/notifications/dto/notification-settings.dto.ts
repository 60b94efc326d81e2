import { DEFAULT_NOTIFICATION_SETTINGS, DEFAULT_NOTIFICATION_TIME_ZONE, FAMILY_UPDATE_BATCH_MINUTES, type NotificationSettings } from '@mealapp/domain';
import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsTimeZoneName } from '../../meal-plans/dto/meal-plan-validators.js';
import { IsNotificationSetting } from './notification-validators.js';

const described = (what: string, key: keyof NotificationSettings) => `${what}; default ${DEFAULT_NOTIFICATION_SETTINGS[key] ? 'on' : 'off'}`;

/** spec part 2 §3 Notification settings; the body of PUT /api/notifications/settings (the full object). */
export class SaveNotificationSettingsDto implements NotificationSettings {
  @ApiProperty({ example: true, description: described('Pantry items expiring within 3 days', 'expirationAlerts') })
  @IsNotificationSetting('expirationAlerts')
  expirationAlerts: boolean;

  @ApiProperty({ example: true, description: described('Pantry items marked Low Stock', 'lowStockWarnings') })
  @IsNotificationSetting('lowStockWarnings')
  lowStockWarnings: boolean;

  @ApiProperty({ example: true, description: described("Today's planned meals", 'mealReminders') })
  @IsNotificationSetting('mealReminders')
  mealReminders: boolean;

  @ApiProperty({ example: false, description: described('How many items are still on the shopping list', 'shoppingReminders') })
  @IsNotificationSetting('shoppingReminders')
  shoppingReminders: boolean;

  @ApiProperty({ example: true, description: described('The top recipe recommendation', 'recipesSuggestions') })
  @IsNotificationSetting('recipesSuggestions')
  recipesSuggestions: boolean;

  @ApiProperty({ example: true, description: described(
      `What other members add to the current household's shopping list or meal plan, never your own: one push per batch, at the job's first run once its first addition is ${FAMILY_UPDATE_BATCH_MINUTES} minutes old`,
      'familyUpdates',
    ) })
  @IsNotificationSetting('familyUpdates')
  familyUpdates: boolean;

  @ApiPropertyOptional({ example: 'Europe/London', description: "The device's IANA time zone for the daily notifications. Absent: the stored one is kept." })
  @IsTimeZoneName()
  timeZone?: string;
}

/** The settings as stored (the defaults until the user saves), with the time zone the daily notifications use. */
export class NotificationSettingsDto extends OmitType(SaveNotificationSettingsDto, ['timeZone'] as const) {
  @ApiProperty({ example: 'Europe/London', description: `The IANA time zone the daily notifications go by; ${DEFAULT_NOTIFICATION_TIME_ZONE} until the app sends one` })
  timeZone: string;
}
