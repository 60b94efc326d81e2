import { Module } from '@nestjs/common';
import { HouseholdsController } from './households.controller.js';
import { HouseholdsRepository } from './households.repository.js';
import { HouseholdsService } from './households.service.js';

@Module({
  controllers: [HouseholdsController],
  providers: [HouseholdsService, HouseholdsRepository],
})
export class HouseholdsModule {}
