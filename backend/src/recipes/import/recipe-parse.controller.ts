import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiGatewayTimeoutResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { RECIPE_PARSE_MESSAGES } from '@mealapp/domain';
import { CurrentUser, type AuthenticatedUser } from '../../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard.js';
import { ErrorDto } from '../../common/error.dto.js';
import { ParseRecipeDto } from './dto/parse-recipe.dto.js';
import { ParsedRecipeDto } from './dto/parsed-recipe.dto.js';
import { ApiUntrustedWorkBusyResponse, TOO_COMPLEX_ANSWER } from '../../untrusted-work/untrusted-work.js';
import { RecipeImportService } from './recipe-import.service.js';

@ApiTags('recipes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('recipes')
export class RecipeParseController {
  constructor(private readonly imports: RecipeImportService) {}

  @Post('parse')
  @ApiOperation({ summary: 'Read a recipe from text or a web page' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: ParsedRecipeDto,
    description:
      'The recipe read from pasted text or from a web page (schema.org Recipe in JSON-LD or microdata, else the page\'s headings and lists), ' +
      'for the review step; nothing is saved. Pages are fetched by the server under the safe-fetch rules (public http(s) addresses only, ' +
      'at most 5 redirects, 10 s, 5 MB, HTML only).',
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'The body is invalid, the URL is not an http(s) address, or it points at a private or reserved address' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: `Text: "${RECIPE_PARSE_MESSAGES.textFailed}"; URL: not a recipe page, not HTML, or too large; either: ${TOO_COMPLEX_ANSWER}` })
  @ApiUntrustedWorkBusyResponse()
  @ApiBadGatewayResponse({ type: ErrorDto, description: 'The page could not be reached, answered an error, or redirected too often' })
  @ApiGatewayTimeoutResponse({ type: ErrorDto, description: 'The page took too long' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many imports in a minute' })
  parseRecipe(@CurrentUser() user: AuthenticatedUser, @Body() body: ParseRecipeDto): Promise<ParsedRecipeDto> {
    return this.imports.parse(user.id, body);
  }
}
