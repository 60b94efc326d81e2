import type { PantryItem } from '@mealapp/domain';
import { Injectable } from '@nestjs/common';
import { PantryService } from '../pantry/pantry.service.js';

/** The user's pantry items, through the pantry module's own list (the recipes match against them). */
@Injectable()
export class UserPantry {
  constructor(private readonly pantry: PantryService) {}

  async itemsOf(userId: number): Promise<PantryItem[]> {
    return JSON.parse(await this.pantry.list(userId, {})) as PantryItem[];
  }
}
