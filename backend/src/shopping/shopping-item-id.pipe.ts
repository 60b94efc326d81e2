import { Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { SHOPPING_MESSAGES } from './dto/shopping-validators.js';

const INT4_MAX = 2_147_483_647;

/** An id that cannot be a row (not a positive integer, or past the serial's range) names no item: 404, as for the pantry. */
@Injectable()
export class ShoppingItemIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= INT4_MAX)) throw new NotFoundException(SHOPPING_MESSAGES.notFound);
    return id;
  }
}
