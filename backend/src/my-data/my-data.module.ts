import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { HouseholdsRepository } from '../households/households.repository.js';
import { MealPlansModule } from '../meal-plans/meal-plans.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { RecipesModule } from '../recipes/recipes.module.js';
import { ShoppingModule } from '../shopping/shopping.module.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { MyDataController } from './my-data.controller.js';
import { MyDataExportService } from './my-data-export.service.js';
import { MyDataImportService } from './my-data-import.service.js';

@Module({
  imports: [AuthModule, RecipesModule, PantryModule, ShoppingModule, MealPlansModule, PreferencesModule, NotificationsModule],
  controllers: [MyDataController],
  providers: [MyDataExportService, MyDataImportService, AccountDeletionService, HouseholdsRepository],
})
export class MyDataModule {}
