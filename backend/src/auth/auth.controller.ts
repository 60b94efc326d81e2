import { Body, Controller, HttpCode, HttpStatus, Inject, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto, MessageDto } from '../common/error.dto.js';
import { PublicOperation } from '../common/public-operation.js';
import { AddressThrottlerGuard, CLIENT_ERRORS_THROTTLER } from '../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { UserDto } from '../users/dto/user.dto.js';
import { AuthService } from './auth.service.js';
import { AccessTokenDto } from './dto/access-token.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { clearRefreshCookie, readRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';
import { SessionsService } from './sessions.service.js';

const PASSWORD_LOGIN_OFF = 'Email and password sign-in is turned off (OIDC_PASSWORD_LOGIN=false)';

@ApiTags('auth')
@ApiTooManyRequestsResponse({ type: ErrorDto })
@ApiBadRequestResponse({ type: ErrorDto })
@UseGuards(AddressThrottlerGuard)
@SkipThrottle({ [CLIENT_ERRORS_THROTTLER]: true })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('register')
  @PublicOperation({ summary: 'Create an account' })
  @ApiCreatedResponse({ type: UserDto, description: 'The new account; the client signs in next' })
  @ApiConflictResponse({ type: ErrorDto, description: 'An account with this email already exists' })
  @ApiForbiddenResponse({ type: ErrorDto, description: PASSWORD_LOGIN_OFF })
  register(@Body() body: RegisterDto): Promise<UserDto> {
    return this.auth.register(body);
  }

  @Post('login')
  @PublicOperation({ summary: 'Sign in' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AccessTokenDto, description: 'Also sets the httpOnly refresh_token cookie (path /api/auth)' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Invalid email or password' })
  @ApiForbiddenResponse({ type: ErrorDto, description: PASSWORD_LOGIN_OFF })
  async login(@Body() body: LoginDto, @Ip() address: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<AccessTokenDto> {
    const session = await this.auth.signIn(body, address);
    setRefreshCookie(req, res, this.config, session.refreshToken);
    return { accessToken: session.accessToken };
  }

  @Post('refresh')
  @ApiOperation({ summary: 'Renew the access token' })
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOkResponse({ type: AccessTokenDto, description: 'Rotates the refresh_token cookie' })
  @ApiUnauthorizedResponse({ type: ErrorDto })
  async refresh(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<AccessTokenDto> {
    try {
      const session = await this.sessions.refresh(readRefreshCookie(req));
      setRefreshCookie(req, res, this.config, session.refreshToken);
      return { accessToken: session.accessToken };
    } catch (error) {
      clearRefreshCookie(req, res);
      throw error;
    }
  }

  @Post('logout')
  @ApiOperation({ summary: 'Sign out' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiNoContentResponse({ description: 'Ends the session family and clears the cookie' })
  async logout(@Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<void> {
    await this.sessions.signOut(readRefreshCookie(req));
    clearRefreshCookie(req, res);
  }

  @Post('forgot-password')
  @PublicOperation({ summary: 'Ask for a password-reset mail' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto, description: 'Answered at once and the same whether or not the address has an account; the mail follows' })
  @ApiForbiddenResponse({ type: ErrorDto, description: PASSWORD_LOGIN_OFF })
  forgotPassword(@Body() body: ForgotPasswordDto): MessageDto {
    return this.auth.forgotPassword(body);
  }

  @Post('reset-password')
  @PublicOperation({ summary: 'Set a new password from a reset mail' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MessageDto, description: 'Signs the account out on every device' })
  resetPassword(@Body() body: ResetPasswordDto): Promise<MessageDto> {
    return this.auth.resetPassword(body);
  }
}
