import { RECIPE_PARSE_MESSAGES, type ParsedRecipe } from '@mealapp/domain';
import {
  BadGatewayException,
  BadRequestException,
  GatewayTimeoutException,
  HttpException,
  Injectable,
  UnprocessableEntityException,
} from '@nestjs/common';
import { SafeFetchError, type SafeFetchFailure } from '../../common/safe-fetch/safe-fetch-error.js';
import { SafeFetcher } from '../../common/safe-fetch/safe-fetcher.js';
import type { ParseRecipeDto } from './dto/parse-recipe.dto.js';
import { UntrustedWork } from '../../untrusted-work/untrusted-work.js';
import { PersonRates } from '../../common/throttling.js';

export const RECIPE_IMPORT_MESSAGES = {
  noRecipe: 'No recipe was found on that page',
} as const;

// the caller gave an address we will not fetch: 400; the page is not one we can read: 422;
// the site failed us: 502; it was too slow: 504
const STATUS_OF: Record<SafeFetchFailure, new (message: string) => HttpException> = {
  'bad-url': BadRequestException,
  'refused-address': BadRequestException,
  unreachable: BadGatewayException,
  'timed-out': GatewayTimeoutException,
  'too-many-redirects': BadGatewayException,
  'upstream-status': BadGatewayException,
  'wrong-content-type': UnprocessableEntityException,
  'too-large': UnprocessableEntityException,
};

@Injectable()
export class RecipeImportService {
  constructor(
    private readonly rates: PersonRates,
    private readonly fetcher: SafeFetcher,
    private readonly untrusted: UntrustedWork,
  ) {}

  /** POST /api/recipes/parse: pasted text or a page's address to a recipe for review; counted against the user's import budget. */
  async parse(userId: number, body: ParseRecipeDto): Promise<ParsedRecipe> {
    await this.rates.count('imports', userId);
    if (body.type === 'url') return this.importPage(body.url ?? '');
    const recipe = await this.untrusted.run('readText', { text: body.text ?? '' });
    if (!recipe) throw new UnprocessableEntityException(RECIPE_PARSE_MESSAGES.textFailed);
    return recipe;
  }

  private async importPage(address: string): Promise<ParsedRecipe> {
    let fetched;
    try {
      fetched = await this.fetcher.fetch(address, 'page');
    } catch (error) {
      if (error instanceof SafeFetchError) throw new STATUS_OF[error.failure](error.message);
      throw error;
    }
    // read on a worker thread, within its time and memory: a hostile page cannot hold the event loop
    const recipe = await this.untrusted.run('readPage', { body: fetched.body, charset: fetched.charset, url: fetched.url.toString() });
    if (!recipe) throw new UnprocessableEntityException(RECIPE_IMPORT_MESSAGES.noRecipe);
    return recipe;
  }
}
