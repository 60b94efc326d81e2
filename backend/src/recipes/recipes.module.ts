import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MealPlansModule } from '../meal-plans/meal-plans.module.js';
import { PantryModule } from '../pantry/pantry.module.js';
import { PreferencesModule } from '../preferences/preferences.module.js';
import { ShoppingModule } from '../shopping/shopping.module.js';
import { ArchiveImportController } from './archive/archive-import.controller.js';
import { ArchiveImportService } from './archive/archive-import.service.js';
import { RecipeCategoryEntity } from './entities/recipe-category.entity.js';
import { RecipeImageEntity } from './entities/recipe-image.entity.js';
import { RecipeIngredientEntity } from './entities/recipe-ingredient.entity.js';
import { RecipeInstructionEntity } from './entities/recipe-instruction.entity.js';
import { RecipeFavoriteEntity, RecipePinEntity } from './entities/recipe-mark.entity.js';
import { RecipeNutritionEntity } from './entities/recipe-nutrition.entity.js';
import { RecipeEntity } from './entities/recipe.entity.js';
import { RecipeCategoriesController } from './recipe-categories.controller.js';
import { RecipeCategoriesRepository } from './recipe-categories.repository.js';
import { RecipeCategoriesService } from './recipe-categories.service.js';
import { SafeFetcher } from '../common/safe-fetch/safe-fetcher.js';
import { RecipeImportService } from './import/recipe-import.service.js';
import { RecipeParseController } from './import/recipe-parse.controller.js';
import { RecipeImagesController } from './recipe-images.controller.js';
import { RecipeImagesRepository } from './recipe-images.repository.js';
import { RecipeImagesService } from './recipe-images.service.js';
import { PlannedShoppingController } from './planned-shopping.controller.js';
import { RecipeRecommendations } from './recipe-recommendations.js';
import { CookedMealsRepository } from './cooked-meals.repository.js';
import { RecipeCookingService } from './recipe-cooking.service.js';
import { RecipeShoppingService } from './recipe-shopping.service.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesRepository } from './recipes.repository.js';
import { RecipesService } from './recipes.service.js';
import { RecipeScanModule } from './scan/recipe-scan.module.js';
import { UntrustedWorkModule } from '../untrusted-work/untrusted-work.module.js';
import { UserPantry } from './user-pantry.js';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      RecipeEntity,
      RecipeCategoryEntity,
      RecipeIngredientEntity,
      RecipeInstructionEntity,
      RecipeNutritionEntity,
      RecipeFavoriteEntity,
      RecipePinEntity,
      RecipeImageEntity,
    ]),
    PantryModule,
    ShoppingModule,
    PreferencesModule,
    MealPlansModule,
    RecipeScanModule,
    UntrustedWorkModule,
  ],
  // Categories first: its static path must be matched before the `:id` routes.
  controllers: [RecipeCategoriesController, RecipeParseController, ArchiveImportController, RecipesController, RecipeImagesController, PlannedShoppingController],
  providers: [
    RecipesService,
    RecipesRepository,
    RecipeCategoriesService,
    RecipeCategoriesRepository,
    RecipeImagesService,
    RecipeImagesRepository,
    RecipeShoppingService,
    RecipeCookingService,
    CookedMealsRepository,
    UserPantry,
    RecipeRecommendations,
    RecipeImportService,
    ArchiveImportService,
    SafeFetcher,
  ],
  // The daily notifications suggest a recipe with the same ranking as the AI tab; an import (my-data) creates recipes as POST does.
  exports: [RecipesRepository, RecipeRecommendations, RecipesService, RecipeCategoriesService, RecipeCookingService],
})
export class RecipesModule {}
