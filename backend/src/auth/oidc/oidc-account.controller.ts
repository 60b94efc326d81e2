import { safeReturnPath } from '@mealapp/domain';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CurrentUser, type AuthenticatedUser } from '../current-user.decorator.js';
import { JwtAuthGuard } from '../jwt-auth.guard.js';
import { ReadWithSession, SessionRead } from '../session-bound-reads.js';
import { OidcAccountDto, OidcConfirmDto, OidcConfirmStartDto } from './dto/oidc-account.dto.js';
import { OIDC_STATE_COOKIE, setOidcCookie } from './oidc-cookies.js';
import { providerUnavailable } from './oidc-provider-client.js';
import { OidcSignInService, SIGN_IN_TTL_MS } from './oidc-sign-in.service.js';

/** Settings > Account: whether the signed-in account signs in with the provider, and unlinking it. */
@ApiTags('auth')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('auth/oidc/account')
export class OidcAccountController {
  constructor(
    private readonly signIn: OidcSignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ summary: "Whether this account signs in with the household's identity provider" })
  @ApiOkResponse({ type: OidcAccountDto })
  @ReadWithSession(OidcSignInService, (signIn, userId) => signIn.linksWithSession(userId))
  oidcAccount(@SessionRead() links: { linked: boolean; hasPassword: boolean }): OidcAccountDto {
    return { providerName: this.config.oidc?.providerName ?? null, ...links };
  }

  @Delete()
  @ApiOperation({ summary: 'Stop signing this account in with the identity provider (it keeps its password)' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Unlinked (or was not linked)' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The account has no password: unlinked, nothing could sign it in' })
  async unlinkOidcAccount(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.signIn.unlink(user.id);
  }

  @Post('confirm')
  @ApiOperation({ summary: 'Confirm it is you by signing in at the identity provider again (an account with no password: before deleting it, setting a password or changing its address)' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OidcConfirmStartDto, description: 'Also sets the oidc_state cookie; the browser goes to `url` and comes back to /signin/callback?confirmed=1' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The account does not sign in with the provider' })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The provider cannot be reached' })
  async confirmOidcAccount(@CurrentUser() user: AuthenticatedUser, @Body() body: OidcConfirmDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<OidcConfirmStartDto> {
    try {
      const { url, state } = await this.signIn.startConfirmation(user.id, safeReturnPath(body.returnTo), body.native ? 'native' : 'web');
      setOidcCookie(req, res, OIDC_STATE_COOKIE, state, SIGN_IN_TTL_MS);
      return { url };
    } catch (error) {
      throw providerUnavailable(error, this.config.oidc?.providerName ?? '');
    }
  }
}
