import { ClientErrorReport } from '../client-errors/entities/client-error-report.entity.js';
import { OutboxMessage } from '../mail/entities/outbox-message.entity.js';
import { FailedLogin } from '../auth/entities/failed-login.entity.js';
import { IdempotentWriteEntity } from '../common/idempotent-writes.entity.js';
import { PasswordResetToken } from '../auth/entities/password-reset-token.entity.js';
import { RefreshToken } from '../auth/entities/refresh-token.entity.js';
import { MealPlanEntity } from '../meal-plans/entities/meal-plan.entity.js';
import { NativePushTokenEntity } from '../notifications/entities/native-push-token.entity.js';
import { NotificationDeliveryEntity } from '../notifications/entities/notification-delivery.entity.js';
import { NotificationSettingsEntity } from '../notifications/entities/notification-settings.entity.js';
import { PushSubscriptionEntity } from '../notifications/entities/push-subscription.entity.js';
import { VapidKeysEntity } from '../notifications/entities/vapid-keys.entity.js';
import { PantryItemEntity } from '../pantry/entities/pantry-item.entity.js';
import { UserPreferencesEntity } from '../preferences/entities/user-preferences.entity.js';
import { RecipeCategoryEntity } from '../recipes/entities/recipe-category.entity.js';
import { RecipeImageEntity } from '../recipes/entities/recipe-image.entity.js';
import { RecipeIngredientEntity } from '../recipes/entities/recipe-ingredient.entity.js';
import { RecipeInstructionEntity } from '../recipes/entities/recipe-instruction.entity.js';
import { RecipeFavoriteEntity, RecipePinEntity } from '../recipes/entities/recipe-mark.entity.js';
import { RecipeNutritionEntity } from '../recipes/entities/recipe-nutrition.entity.js';
import { RecipeEntity } from '../recipes/entities/recipe.entity.js';
import { ShoppingItemEntity } from '../shopping/entities/shopping-item.entity.js';
import { User } from '../users/entities/user.entity.js';

/** Every entity, listed (not globbed) so the same list works from source, dist and Jest. */
export const entities = [
  User,
  RefreshToken,
  PasswordResetToken,
  FailedLogin,
  OutboxMessage,
  ClientErrorReport,
  PantryItemEntity,
  ShoppingItemEntity,
  RecipeCategoryEntity,
  RecipeImageEntity,
  RecipeEntity,
  RecipeIngredientEntity,
  RecipeInstructionEntity,
  RecipeNutritionEntity,
  RecipeFavoriteEntity,
  RecipePinEntity,
  UserPreferencesEntity,
  MealPlanEntity,
  VapidKeysEntity,
  PushSubscriptionEntity,
  NativePushTokenEntity,
  NotificationSettingsEntity,
  NotificationDeliveryEntity,
  IdempotentWriteEntity,
];
