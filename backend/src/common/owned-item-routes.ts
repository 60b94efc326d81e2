import { applyDecorators, Delete, HttpCode, HttpStatus, Param, Patch, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam } from '@nestjs/swagger';
import { ErrorDto } from './error.dto.js';
import { RowIdPipe } from './row-id.pipe.js';

/**
 * The routes on one of a user's items, alike for every item feature: the path id is a row id,
 * and an id the user does not own answers the same 404 as one that names no row, so a caller
 * cannot tell another user's items from none.
 */
export function ownedItemRoutes(notFound: string) {
  const itemId = new RowIdPipe(notFound);
  const onItem = () => applyDecorators(ApiParam({ name: 'id', type: 'integer' }), ApiNotFoundResponse({ type: ErrorDto, description: `${notFound} (also for another user's item)` }));
  return {
    /** The `:id` path parameter. */
    Id: () => Param('id', itemId),
    /** Documents a route under `:id` (the parameter and its 404). */
    OnItem: onItem,
    /** PATCH :id, answering the item as saved. */
    Update: (item: Type) =>
      applyDecorators(Patch(':id'), onItem(), ApiOkResponse({ type: item }), ApiBadRequestResponse({ type: ErrorDto, description: 'A field is invalid, or the body changes nothing' })),
    /** DELETE :id, answering 204. */
    Delete: () => applyDecorators(Delete(':id'), HttpCode(HttpStatus.NO_CONTENT), onItem(), ApiNoContentResponse({ description: 'Deleted; no body' })),
  };
}
