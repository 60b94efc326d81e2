import { Controller, Headers, HttpCode, HttpStatus, Logger, Post, Res, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-fastify';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
  ApiUnsupportedMediaTypeResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '../../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard.js';
import { ErrorDto } from '../../common/error.dto.js';
import { ARCHIVE_LIMITS as L, ARCHIVE_MESSAGES as M } from './archive-limits.js';
import { ApiUntrustedWorkBusyResponse, TOO_COMPLEX_ANSWER } from '../../untrusted-work/untrusted-work.js';
import { ArchiveImportService } from './archive-import.service.js';
import type { UploadedArchiveFile } from './archive-upload.js';
import { ArchiveImportLineDto, ArchiveImportReportDto } from './dto/archive-import-report.dto.js';
import { ArchiveUploadLength } from './upload-length.interceptor.js';

export const NDJSON = 'application/x-ndjson';

@ApiTags('recipes')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorDto })
@UseGuards(JwtAuthGuard)
@Controller('recipes/import')
export class ArchiveImportController {
  private readonly logger = new Logger(ArchiveImportController.name);

  constructor(private readonly archives: ArchiveImportService) {}

  /**
   * Multipart rather than a raw body: one request carries several JSON-LD files with their names
   * (the report names them), the browser reports its upload progress either way, and multer is
   * already how images are uploaded.
   */
  @Post('archive')
  @ApiOperation({
    summary: 'Import recipes from another app',
    description:
      "Other apps' exports, as docs/importing-recipes.md lists them: Mealie's (a zip of recipes/<slug>/<slug>.json with images/original.webp), Tandoor's (a zip of one zip per recipe), " +
      "Nextcloud Cookbook's (a folder per recipe with recipe.json and full.jpg), Paprika's (.paprikarecipes, or one .paprikarecipe), Mela's (.melarecipes, .melarecipe), RecipeSage's JSON-LD, " +
      "Chowdown's site (_recipes/*.md), Copy Me That's and Recipe Keeper's (recipes.html with images/), Plan to Eat's and My Recipe Box's CSV (zipped or alone), Cooklang .cook files, " +
      'or schema.org Recipe JSON-LD files (.json/.jsonld, a Recipe, a list or an @graph; also zipped). Steps, descriptions and notes keep their Markdown; a section of the method is a step "## Name". ' +
      "Recipes go into the user's current household through the same rules as POST /api/recipes. The upload is checked whole first: " +
      'a hostile or unreadable one is refused with nothing stored. Then each recipe is saved on its own; one already in the collection ' +
      '(same title and ingredients) is skipped, so importing again adds nothing twice. Photos in the archive are checked like uploads; ' +
      `image addresses are kept as links and never fetched. Limits: ${L.files} files, ${L.uploadBytes / 1024 / 1024} MB together, ` +
      `${L.unpackedBytes / 1024 / 1024} MB unpacked, ${L.entries.toLocaleString('en-US')} entries, a zip nested one level, ${L.recipes.toLocaleString('en-US')} recipes. ` +
      `With Accept: ${NDJSON} the answer streams one JSON object a line: {"type":"progress","done":12,"total":40} after each recipe, ` +
      'then {"type":"report",...} (or {"type":"error","error":...} if the server fails midway; what was saved stays).',
  })
  @HttpCode(HttpStatus.OK)
  @UseInterceptors(ArchiveUploadLength, FilesInterceptor('files', L.files, { limits: { fileSize: L.uploadBytes, files: L.files, fields: 0, parts: L.files } }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['files'],
      properties: { files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'Exports: zip archives, JSON, gzipped Paprika recipes, CSV, recipes.html, .cook and Chowdown .md files' } },
    },
  })
  @ApiProduces('application/json', NDJSON)
  @ApiExtraModels(ArchiveImportLineDto)
  @ApiOkResponse({
    description: `The report; with Accept: ${NDJSON}, progress lines then the report line (schema ${getSchemaPath(ArchiveImportLineDto)})`,
    type: ArchiveImportReportDto,
  })
  @ApiBadRequestResponse({ type: ErrorDto, description: `${M.filesRequired}; ${M.noRecipes}; an unsafe, encrypted, bomb or too deeply nested archive; JSON nested too deeply or holding a NUL character` })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: M.tooLarge })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorDto, description: 'A file is of no format we read; the error names those we do' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'Too many imports in a minute' })
  @ApiUnprocessableEntityResponse({ type: ErrorDto, description: `The files are ${TOO_COMPLEX_ANSWER}` })
  @ApiUntrustedWorkBusyResponse()
  async importRecipeArchive(
    @CurrentUser() user: AuthenticatedUser,
    @UploadedFiles() files: UploadedArchiveFile[] | undefined,
    @Headers('accept') accept: string | undefined,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const prepared = await this.archives.prepare(user.id, files);
    if (!accept?.includes(NDJSON)) {
      await res.status(HttpStatus.OK).send(await this.archives.save(user.id, prepared));
      return;
    }
    const lines = new PassThrough();
    void res
      .status(HttpStatus.OK)
      .header('Content-Type', `${NDJSON}; charset=utf-8`)
      .header('Cache-Control', 'no-store')
      // a buffering proxy would hold the progress back until the end
      .header('X-Accel-Buffering', 'no')
      .send(lines);
    const line = (value: object) => lines.write(`${JSON.stringify(value)}\n`);
    line({ type: 'progress', done: 0, total: prepared.candidates.length });
    try {
      const report = await this.archives.save(user.id, prepared, ({ done, total }) => line({ type: 'progress', done, total }));
      line({ type: 'report', ...report });
    } catch (error) {
      this.logger.error(error instanceof Error ? error.stack : String(error));
      line({ type: 'error', error: 'The import stopped before the end. The recipes imported so far were kept; import the same files again to add the rest.' });
    }
    lines.end();
  }
}
