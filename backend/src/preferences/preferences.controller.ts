import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser, type AuthenticatedUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { ReadWithSession, SessionRead } from '../auth/session-bound-reads.js';
import { ErrorDto } from '../common/error.dto.js';
import { PreferencesDto } from './dto/preferences.dto.js';
import { PreferencesService } from './preferences.service.js';

@ApiTags('preferences')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('preferences')
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @Get()
  @ApiOperation({ summary: 'Get the preferences' })
  @ApiOkResponse({ type: PreferencesDto, description: "The user's preferences; the defaults until they save any" })
  @ReadWithSession(PreferencesService, (preferences, userId) => preferences.withSession(userId))
  getPreferences(@SessionRead() preferences: PreferencesDto): PreferencesDto {
    return preferences;
  }

  @Post()
  @ApiOperation({ summary: 'Save the preferences' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PreferencesDto, description: 'The preferences as stored (replacing the previous ones)' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A missing field, an unknown label or a value out of range, named' })
  savePreferences(@CurrentUser() user: AuthenticatedUser, @Body() body: PreferencesDto): Promise<PreferencesDto> {
    return this.preferences.save(user.id, body);
  }
}
