import { Injectable } from '@nestjs/common';
import type { PantryItemDto } from '../pantry/dto/pantry-item.dto.js';
import { PantryService } from '../pantry/pantry.service.js';

/** The user's pantry items, through the pantry module's own list (the recipes match against them). */
@Injectable()
export class UserPantry {
  constructor(private readonly pantry: PantryService) {}

  async itemsOf(userId: number): Promise<PantryItemDto[]> {
    return JSON.parse((await this.pantry.list(userId, {})).json) as PantryItemDto[];
  }
}
