import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserPreferencesEntity } from './entities/user-preferences.entity.js';
import { PreferencesController } from './preferences.controller.js';
import { PreferencesRepository } from './preferences.repository.js';
import { PreferencesService } from './preferences.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UserPreferencesEntity])],
  controllers: [PreferencesController],
  providers: [PreferencesService, PreferencesRepository],
  // Recommendations read them (recipes/recipe-recommendations.ts).
  exports: [PreferencesService],
})
export class PreferencesModule {}
