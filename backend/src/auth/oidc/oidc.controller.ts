import { nativeCallbackQuery, NATIVE_REDIRECT_URI, providerSignInMessage, safeReturnPath, type ProviderSignInProblem } from '@mealapp/domain';
import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Inject, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCookieAuth, ApiOperation, ApiNotFoundResponse, ApiOkResponse, ApiQuery, ApiResponse, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorDto } from '../../common/error.dto.js';
import { PublicOperation } from '../../common/public-operation.js';
import { AddressThrottlerGuard, CLIENT_ERRORS_THROTTLER } from '../../common/throttling.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { setRefreshCookie } from '../refresh-cookie.js';
import { OidcInfoDto } from './dto/oidc-info.dto.js';
import { OidcLinkDto, OidcLinkedDto } from './dto/oidc-link.dto.js';
import { OidcNativeFinishDto, OidcNativeFinishedDto, OidcNativeStartDto, OidcNativeStartedDto } from './dto/oidc-native.dto.js';
import { clearOidcCookie, OIDC_LINK_COOKIE, OIDC_STATE_COOKIE, readOidcCookie, setOidcCookie } from './oidc-cookies.js';
import { OidcProviderClient, providerUnavailable, ProviderUnreachableError } from './oidc-provider-client.js';
import { OidcSignInService, PENDING_LINK_TTL_MS, ProviderSignInRefusal, SIGN_IN_TTL_MS, type CallbackOutcome } from './oidc-sign-in.service.js';

/** The app's page that finishes a provider sign-in (the shell's /signin/callback route). */
const FINISH_PAGE = '/signin/callback';

const redirectDoc = (description: string) => ApiResponse({ status: HttpStatus.FOUND, description, headers: { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } } });

/** Sign-in with the household's OpenID provider (docs/sign-in.md): thin; OidcSignInService has the rules. */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ type: ErrorDto })
@UseGuards(AddressThrottlerGuard)
@SkipThrottle({ [CLIENT_ERRORS_THROTTLER]: true })
@Controller('auth/oidc')
export class OidcController {
  constructor(
    private readonly signIn: OidcSignInService,
    private readonly provider: OidcProviderClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @PublicOperation({ summary: 'How people sign in here: the identity provider, if any, and whether passwords are offered' })
  @ApiOkResponse({ type: OidcInfoDto })
  oidcInfo(): OidcInfoDto {
    const settings = this.config.oidc;
    return {
      enabled: settings !== null,
      providerName: settings?.providerName ?? null,
      passwordLogin: settings?.passwordLogin ?? true,
      signup: settings?.signup ?? false,
      autoRedirect: settings?.autoRedirect ?? false,
      reachable: settings !== null && this.provider.reachable,
    };
  }

  @Get('start')
  @PublicOperation({ summary: 'Start a sign-in at the identity provider (a browser navigation)' })
  @ApiQuery({ name: 'returnTo', required: false, description: 'A path of this app to come back to, e.g. /join/{code}' })
  @redirectDoc('To the provider; or, when it cannot be reached, to /signin/callback?problem=unreachable')
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No identity provider is set up' })
  async oidcStart(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const returnTo = safeReturnPath((req.query as Record<string, unknown>).returnTo);
    try {
      const { url, state } = await this.signIn.start(returnTo);
      setOidcCookie(req, res, OIDC_STATE_COOKIE, state, SIGN_IN_TTL_MS);
      redirectTo(res, url);
    } catch (error) {
      if (!(error instanceof ProviderUnreachableError)) throw error;
      redirectTo(res, finishPage({ problem: 'unreachable', returnTo }));
    }
  }

  @Get('callback')
  @PublicOperation({ summary: "The provider's redirect back (register {APP_URL}/api/auth/oidc/callback at the provider)" })
  @ApiQuery({ name: 'code', required: false })
  @ApiQuery({ name: 'state', required: false })
  @ApiQuery({ name: 'iss', required: false })
  @ApiQuery({ name: 'error', required: false })
  @redirectDoc(
    'To /signin/callback: signed in (the refresh_token cookie set; the page renews the access token), ' +
      '?link=1&email= when an account with the verified address must give its password once, ?confirmed=1 after a confirmation, or ?problem= what went wrong',
  )
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No identity provider is set up' })
  async oidcCallback(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const query = new URL(req.url, 'http://callback.invalid').searchParams;
    const outcome = await this.signIn.finish(query, readOidcCookie(req, OIDC_STATE_COOKIE));
    redirectTo(res, this.finished(outcome, req, res));
  }

  @Post('native/start')
  @PublicOperation({ summary: 'The Android or iOS app starts a sign-in, to open in the system browser (never in a web view)' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OidcNativeStartedDto, description: `Also sets the oidc_state cookie in the app; the provider comes back by ${NATIVE_REDIRECT_URI}` })
  @ApiServiceUnavailableResponse({ type: ErrorDto, description: 'The provider cannot be reached' })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No identity provider is set up' })
  async oidcNativeStart(@Body() body: OidcNativeStartDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<OidcNativeStartedDto> {
    try {
      const { url, state } = await this.signIn.start(safeReturnPath(body.returnTo), 'native');
      setOidcCookie(req, res, OIDC_STATE_COOKIE, state, SIGN_IN_TTL_MS);
      return { url };
    } catch (error) {
      throw providerUnavailable(error, this.config.oidc?.providerName ?? '');
    }
  }

  @Post('native/finish')
  @PublicOperation({ summary: `The Android or iOS app hands over the app link the provider sent it back by (${NATIVE_REDIRECT_URI}?…)` })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: OidcNativeFinishedDto,
    description:
      "Where the app goes next, as the web callback's redirect: signed in (the refresh_token cookie set), a link to confirm (the oidc_link cookie set), or a problem. " +
      'Finishes only with the oidc_state cookie the start set in the same app.',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: `Not a link of ${NATIVE_REDIRECT_URI}` })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No identity provider is set up' })
  async oidcNativeFinish(@Body() body: OidcNativeFinishDto, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<OidcNativeFinishedDto> {
    const query = nativeCallbackQuery(body.url);
    if (!query) throw new BadRequestException(`url must be the sign-in's app link, ${NATIVE_REDIRECT_URI}?…`);
    const outcome = await this.signIn.finish(new URLSearchParams(query), readOidcCookie(req, OIDC_STATE_COOKIE), 'native');
    return { location: this.finished(outcome, req, res) };
  }

  /** A sign-in's end, from the web callback or the app: the cookies it leaves, and the app's page to go to. */
  private finished(outcome: CallbackOutcome, req: FastifyRequest, res: FastifyReply): string {
    clearOidcCookie(req, res, OIDC_STATE_COOKIE);
    switch (outcome.kind) {
      case 'signed-in':
        setRefreshCookie(req, res, this.config, outcome.session.refreshToken);
        return finishPage({ returnTo: outcome.returnTo });
      case 'confirmed':
        return finishPage({ confirmed: '1', returnTo: outcome.returnTo });
      case 'link':
        setOidcCookie(req, res, OIDC_LINK_COOKIE, outcome.ticket, PENDING_LINK_TTL_MS);
        return finishPage({ link: '1', email: outcome.email, returnTo: outcome.returnTo });
      case 'problem':
        return finishPage({ problem: outcome.problem, returnTo: outcome.returnTo });
    }
  }

  @Post('link')
  @ApiOperation({ summary: "Link the provider's account to the account with its verified address, by that account's password" })
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(OIDC_LINK_COOKIE)
  @ApiOkResponse({ type: OidcLinkedDto, description: 'Linked and signed in; also sets the refresh_token cookie' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No link is waiting (it expired after 10 minutes or was used)' })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: "Not the account's password" })
  @ApiNotFoundResponse({ type: ErrorDto, description: 'No identity provider is set up' })
  async oidcLink(@Body() body: OidcLinkDto, @Ip() address: string, @Req() req: FastifyRequest, @Res({ passthrough: true }) res: FastifyReply): Promise<OidcLinkedDto> {
    try {
      const { session, returnTo } = await this.signIn.link(readOidcCookie(req, OIDC_LINK_COOKIE) ?? '', body.password, address);
      clearOidcCookie(req, res, OIDC_LINK_COOKIE);
      setRefreshCookie(req, res, this.config, session.refreshToken);
      return { accessToken: session.accessToken, returnTo };
    } catch (error) {
      if (error instanceof ProviderSignInRefusal) {
        clearOidcCookie(req, res, OIDC_LINK_COOKIE);
        throw new BadRequestException(providerSignInMessage(error.problem, this.config.oidc?.providerName ?? ''));
      }
      throw error;
    }
  }
}

/** A 302 with no body, as the API document has it. */
function redirectTo(res: FastifyReply, location: string): void {
  void res.redirect(location, HttpStatus.FOUND);
}

function finishPage(parameters: { problem?: ProviderSignInProblem; link?: string; confirmed?: string; email?: string; returnTo: string | null }): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parameters)) if (value) search.set(name, value);
  const query = search.toString();
  return query ? `${FINISH_PAGE}?${query}` : FINISH_PAGE;
}
