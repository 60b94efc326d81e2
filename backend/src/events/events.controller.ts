import { Controller, Get, Headers, Req, Res, UseGuards } from '@nestjs/common';
import { HOUSEHOLD_EVENT_ENTITIES, HOUSEHOLD_EVENT_SCHEMA } from '@mealapp/domain';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse, type ApiResponseNoStatusOptions } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccessTokensService } from '../auth/access-tokens.service.js';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { EventStreams, STREAMS_PER_USER, TOO_MANY_STREAMS } from './event-streams.js';

/**
 * Server-Sent Events, read with fetch and the bearer header like every call (EventSource cannot
 * send one, and a token in the URL would land in logs). No compression applies: CompressedAnswers
 * is only on the list routes, and nothing else compresses per request.
 */
@ApiTags('events')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('events')
export class EventsController {
  constructor(
    private readonly streams: EventStreams,
    private readonly tokens: AccessTokensService,
  ) {}

  @Get()
  @ApiOperation({
    summary: "Follow changes to the household's pantry, list, plan, recipes and members",
    description:
      "A text/event-stream of the current household's changes; each event is described by the 200 answer's `x-itemSchema` " +
      '(the shape OpenAPI 3.2 calls `itemSchema`). Each `change` event has the change\'s seq as its id and JSON data ' +
      `\`{"entity":${HOUSEHOLD_EVENT_ENTITIES.map((entity) => `"${entity}"`).join('|')},"id":12,"op":"upsert"|"delete","by":{"id":3}}\` ` +
      '(`by` is who made the change, null once that account is gone; a `membership` change names the member who joined, left or was removed). ' +
      'A `reload` event says to read everything again, then follow on from its id: what followed Last-Event-ID is no longer kept, ' +
      'Last-Event-ID is not an id this server gave (not digits, or past every change it holds, as after a restore from a backup), ' +
      'or the user left the household, was removed, switched to another or was signed out everywhere, after which the stream ends at once. ' +
      'A `: ping` comment comes every 25 seconds.',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: "The id of the last event received: the household's changes since are sent first; any other value is answered with `reload`",
    schema: { type: 'string' },
  })
  @ApiOkResponse({
    description: 'The event stream, open until the client or the server ends it',
    content: {
      'text/event-stream': {
        schema: { type: 'string', description: 'Server-Sent Events; each event as `x-itemSchema` describes' },
        'x-itemSchema': HOUSEHOLD_EVENT_SCHEMA,
      },
    },
  } as ApiResponseNoStatusOptions)
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: `"${TOO_MANY_STREAMS}": a person holds at most ${STREAMS_PER_USER} streams on one server` })
  streamEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    // The stream outlives the token's check at connect: the session is checked again with every read.
    const session = this.tokens.payloadOf(req.headers.authorization);
    return this.streams.open(user.id, session?.ver ?? 0, lastEventId, res);
  }
}
