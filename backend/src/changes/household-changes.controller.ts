import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ErrorDto } from '../common/error.dto.js';
import { HouseholdChangesQueryDto } from './dto/household-changes-query.dto.js';
import { HouseholdChangesDto } from './dto/household-changes.dto.js';
import { HouseholdChangesService } from './household-changes.service.js';

@ApiTags('events')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('changes')
export class HouseholdChangesController {
  constructor(private readonly changes: HouseholdChangesService) {}

  @Get()
  @ApiOperation({
    summary: "What changed in the household's pantry, list, plan and recipes after a position of its change log",
    description:
      'A delta read: after `change` events from GET /api/events, the rows they name, each as its list answers it (one row, not the whole list), ' +
      'and the ids deleted. Ask from the last position applied (an event id, or the previous answer\'s seq). When the changes since cannot all be told ' +
      '(no longer kept, a position from before a restore, too many), the answer says reload.',
  })
  @ApiOkResponse({ type: HouseholdChangesDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'since is missing or not a position' })
  listHouseholdChanges(@CurrentUser() user: AuthenticatedUser, @Query() query: HouseholdChangesQueryDto): Promise<HouseholdChangesDto> {
    return this.changes.since(user.id, query.since);
  }
}
