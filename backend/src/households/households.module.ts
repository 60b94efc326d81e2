import { Module } from '@nestjs/common';
import { HouseholdRates } from './household-rates.js';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsRepository } from './households.repository.js';
import { HouseholdsService } from './households.service.js';

@Module({
  controllers: [HouseholdsController],
  providers: [HouseholdsService, HouseholdsRepository, HouseholdRates],
})
export class HouseholdsModule {}
