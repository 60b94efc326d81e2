import { Body, Controller, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SkipThrottle, ThrottlerGuard } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { ErrorDto, MessageDto } from '../common/error.dto.js';
import { CLIENT_ERRORS_THROTTLER } from '../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AccessTokensService } from './access-tokens.service.js';
import { AuthService } from './auth.service.js';
import { AccessTokenDto } from './dto/access-token.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { RefreshTokensService } from './refresh-tokens.service.js';

@ApiTags('auth')
@ApiTooManyRequestsResponse({ type: ErrorDto })
@ApiBadRequestResponse({ type: ErrorDto })
@UseGuards(ThrottlerGuard)
@SkipThrottle({ [CLIENT_ERRORS_THROTTLER]: true })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accessTokens: AccessTokensService,
    private readonly refreshTokens: RefreshTokensService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @ApiCreatedResponse({ type: UserDto, description: 'The new account; the client signs in next' })
  @ApiConflictResponse({ type: ErrorDto, description: 'An account with this email already exists' })
  register(@Body() body: RegisterDto): Promise<UserDto> {
    return this.auth.register(body);
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AccessTokenDto, description: 'Also sets the httpOnly refresh_token cookie (path /api/auth)' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid email or password' })
  async login(@Body() body: LoginDto, @Res({ passthrough: true }) res: Response): Promise<AccessTokenDto> {
    const userId = await this.auth.verifyCredentials(body);
    setRefreshCookie(res, this.config, await this.refreshTokens.start(userId));
    return { accessToken: await this.accessTokens.issue(userId) };
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOkResponse({ type: AccessTokenDto, description: 'Rotates the refresh_token cookie' })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AccessTokenDto> {
    try {
      const { userId, token } = await this.refreshTokens.rotate(readRefreshCookie(req));
      setRefreshCookie(res, this.config, token);
      return { accessToken: await this.accessTokens.issue(userId) };
    } catch (error) {
      clearRefreshCookie(res, this.config);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiNoContentResponse({ description: 'Ends the session family and clears the cookie' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.refreshTokens.revokeByToken(readRefreshCookie(req));
    clearRefreshCookie(res, this.config);
  }

  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto, description: 'The same answer whether or not the address has an account' })
  forgotPassword(@Body() body: ForgotPasswordDto): Promise<MessageDto> {
    return this.auth.forgotPassword(body);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto })
  resetPassword(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    return this.auth.resetPassword(body);
  }
}
