import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { isRowId } from './int4.js';

/**
 * A path id for a serial primary key. An id that cannot be a row (not a positive integer, or past
 * the serial's range) names no item, so it answers the same 404 as another user's id.
 */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!isRowId(id)) throw new NotFoundException(this.notFound);
    return id;
  }
}
