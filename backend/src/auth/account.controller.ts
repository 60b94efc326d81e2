import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Ip, Patch, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../common/error.dto.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UpdateMeDto } from '../users/dto/update-me.dto.js';
import { UpdatedProfileDto, UserDto } from '../users/dto/user.dto.js';
import { toUserDto } from '../users/users.service.js';
import { AccountService } from './account.service.js';
import { CurrentUser, type AuthenticatedUser } from './current-user.decorator.js';
import { AccessTokenDto } from './dto/access-token.dto.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { setRefreshCookie } from './refresh-cookie.js';

@ApiTags('users')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('me')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Get the signed-in account' })
  @ApiOkResponse({ type: UserDto })
  getMe(@CurrentUser() user: AuthenticatedUser): UserDto {
    return toUserDto(user);
  }

  @Patch()
  @ApiOperation({ summary: 'Change the name or e-mail address' })
  @ApiOkResponse({ type: UpdatedProfileDto, description: 'A new e-mail address signs every device out; this one gets a fresh access token and refresh cookie' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'Invalid field, or no current password with a new e-mail address' })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Current password is incorrect' })
  @ApiConflictResponse({ type: ErrorDto, description: 'This email is already in use' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async updateMe(
    @CurrentUser() current: AuthenticatedUser,
    @Body() body: UpdateMeDto,
    @Ip() address: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<UpdatedProfileDto> {
    const { user, session } = await this.account.updateProfile(current, body, address);
    if (!session) return toUserDto(user);
    setRefreshCookie(req, res, this.config, session.refreshToken);
    return { ...toUserDto(user), accessToken: session.accessToken };
  }

  @Post('password')
  @ApiOperation({ summary: 'Change the password' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AccessTokenDto, description: 'Every other device is signed out; this one gets a fresh access token and refresh cookie' })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Current password is incorrect' })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async changePassword(
    @CurrentUser() current: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
    @Ip() address: string,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<AccessTokenDto> {
    const session = await this.account.changePassword(current, body, address);
    setRefreshCookie(req, res, this.config, session.refreshToken);
    return { accessToken: session.accessToken };
  }
}
