import { HOUSEHOLD_MESSAGES as M } from '@mealapp/domain';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ReadWithSession, SessionRead } from '../auth/session-bound-reads.js';
import { ErrorDto } from '../common/error.dto.js';
import { RowIdPipe } from '../common/row-id.pipe.js';
import { HouseholdDto, HouseholdInvitationDto, HouseholdInvitationPreviewDto } from './dto/household.dto.js';
import { HouseholdNameDto, JoinHouseholdDto, SwitchHouseholdDto, UpdateHouseholdMemberDto } from './dto/household-inputs.dto.js';
import { HouseholdsService } from './households.service.js';

const householdId = new RowIdPipe(M.notFound);
const memberId = new RowIdPipe(M.memberNotFound);

/**
 * Households (issue 23): the spec has no calls for them, so these names are the contract. Routes
 * with fixed words (`current`, `join`, `invitations/{code}`) come before `{id}` ones.
 */
@ApiTags('households')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('households')
export class HouseholdsController {
  constructor(private readonly households: HouseholdsService) {}

  @Get()
  @ApiOperation({ summary: 'List my households' })
  @ApiOkResponse({ type: HouseholdDto, isArray: true, description: 'Every household the user belongs to, in the order they joined; one is current' })
  @ReadWithSession(HouseholdsService, (households, userId) => households.listWithSession(userId))
  listHouseholds(@SessionRead() households: HouseholdDto[]): HouseholdDto[] {
    return households;
  }

  @Post()
  @ApiOperation({ summary: 'Create a household', description: 'The user owns it, and it becomes current.' })
  @ApiCreatedResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: M.tooManyHouseholds })
  createHousehold(@CurrentUser() user: AuthenticatedUser, @Body() body: HouseholdNameDto): Promise<HouseholdDto> {
    return this.households.create(user.id, body.name);
  }

  @Put('current')
  @ApiOperation({ summary: 'Switch household', description: 'The pantry, shopping list, meal plan and recipes calls answer for this household from the next call on.' })
  @ApiOkResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'Not a household of the user' })
  switchHousehold(@CurrentUser() user: AuthenticatedUser, @Body() body: SwitchHouseholdDto): Promise<HouseholdDto> {
    return this.households.switchTo(user.id, body.householdId);
  }

  @Post('join')
  @HttpCode(200)
  @ApiOperation({ summary: 'Join a household', description: 'By an invitation code, which it uses up; the household becomes current.' })
  @ApiOkResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: M.invitationNotFound })
  @ApiConflictResponse({ type: ErrorDto, description: `${M.alreadyMember}; ${M.tooManyHouseholds}; ${M.householdFull}` })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  joinHousehold(@CurrentUser() user: AuthenticatedUser, @Body() body: JoinHouseholdDto): Promise<HouseholdDto> {
    return this.households.join(user.id, body.code);
  }

  @Get('invitations/:code')
  @ApiOperation({ summary: 'Look at an invitation', description: "The household's name and who invited, shown before joining." })
  @ApiOkResponse({ type: HouseholdInvitationPreviewDto })
  @ApiNotFoundResponse({ type: ErrorDto, description: M.invitationNotFound })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  getHouseholdInvitation(@CurrentUser() user: AuthenticatedUser, @Param('code') code: string): Promise<HouseholdInvitationPreviewDto> {
    return this.households.preview(user.id, code);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename a household' })
  @ApiOkResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  renameHousehold(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number, @Body() body: HouseholdNameDto): Promise<HouseholdDto> {
    return this.households.rename(user.id, id, body.name);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a household', description: 'With its pantry, shopping list, meal plan and recipes. Each member moves to another household of theirs, or to a new one of their own.' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  async deleteHousehold(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number): Promise<void> {
    await this.households.delete(user.id, id);
  }

  @Post(':id/invitations')
  @ApiOperation({ summary: 'Invite to a household', description: 'A code and a link, valid for 7 days and for one person.' })
  @ApiCreatedResponse({ type: HouseholdInvitationDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: M.tooManyInvitations })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  inviteToHousehold(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number): Promise<HouseholdInvitationDto> {
    return this.households.invite(user.id, id);
  }

  @Delete(':id/invitations')
  @HttpCode(204)
  @ApiOperation({ summary: "Withdraw a household's invitations", description: 'Every open one.' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  async revokeHouseholdInvitations(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number): Promise<void> {
    await this.households.revoke(user.id, id);
  }

  @Delete(':id/invitations/:code')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw an invitation' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  async revokeHouseholdInvitation(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number, @Param('code') code: string): Promise<void> {
    await this.households.revoke(user.id, id, code);
  }

  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member, or leave', description: 'The owner removes a member; a member removes themself. The one removed loses access from their next call.' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: M.ownerCannotLeave })
  async removeHouseholdMember(@CurrentUser() user: AuthenticatedUser, @Param('id', householdId) id: number, @Param('userId', memberId) member: number): Promise<void> {
    await this.households.removeMember(user, id, member);
  }

  @Patch(':id/members/:userId')
  @ApiOperation({ summary: 'Hand a household over', description: 'The member becomes the owner; the owner until now stays as a member.' })
  @ApiOkResponse({ type: HouseholdDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: M.ownerOnly })
  @ApiNotFoundResponse({ type: ErrorDto })
  handOverHousehold(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', householdId) id: number,
    @Param('userId', memberId) member: number,
    @Body() _body: UpdateHouseholdMemberDto,
  ): Promise<HouseholdDto> {
    return this.households.handOver(user.id, id, member);
  }
}
