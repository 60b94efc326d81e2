import { Body, Controller, Ip, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiBadRequestResponse, ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiSecurity, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { AccessTokensService } from '../auth/access-tokens.service.js';
import { ErrorDto } from '../common/error.dto.js';
import { AddressThrottlerGuard, AUTH_THROTTLER } from '../common/throttling.js';
import { ClientErrorsService } from './client-errors.service.js';
import { ClientErrorReceiptDto, ClientErrorReportDto } from './dto/client-error-report.dto.js';

@ApiTags('client-errors')
@UseGuards(AddressThrottlerGuard)
@SkipThrottle({ [AUTH_THROTTLER]: true })
@Controller('errors')
export class ClientErrorsController {
  constructor(
    private readonly reports: ClientErrorsService,
    private readonly accessTokens: AccessTokensService,
  ) {}

  /** Open to everyone; a valid bearer token attaches the user, an invalid one is ignored. */
  @Post()
  @ApiOperation({ summary: 'Report an app error' })
  // The empty requirement after the bearer one documents the token as optional.
  @ApiSecurity({})
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: ClientErrorReceiptDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiTooManyRequestsResponse({ type: ErrorDto })
  async reportClientError(
    @Body() body: ClientErrorReportDto,
    @Ip() address: string,
    // Read from the request, not @Headers(): Swagger would document the optional sign-in as a required header.
    @Req() request: FastifyRequest,
  ): Promise<ClientErrorReceiptDto> {
    const userId = await this.accessTokens.userIdFromHeader(request.headers.authorization);
    return { id: await this.reports.record(body, userId, address) };
  }
}
