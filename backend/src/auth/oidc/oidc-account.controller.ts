import { Controller, Delete, Get, HttpCode, HttpStatus, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/error.dto.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CurrentUser, type AuthenticatedUser } from '../current-user.decorator.js';
import { JwtAuthGuard } from '../jwt-auth.guard.js';
import { OidcAccountDto } from './dto/oidc-account.dto.js';
import { OidcSignInService } from './oidc-sign-in.service.js';

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
  async oidcAccount(@CurrentUser() user: AuthenticatedUser): Promise<OidcAccountDto> {
    return { providerName: this.config.oidc?.providerName ?? null, ...(await this.signIn.accountLinks(user.id)) };
  }

  @Delete()
  @ApiOperation({ summary: 'Stop signing this account in with the identity provider (it keeps its password)' })
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Unlinked (or was not linked)' })
  @ApiConflictResponse({ type: ErrorDto, description: 'The account has no password: unlinked, nothing could sign it in' })
  async unlinkOidcAccount(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.signIn.unlink(user.id);
  }
}
