import { ApiProperty, type SchemaObject } from '@nestjs/swagger';
import { MY_DATA_FORMAT, MY_DATA_VERSION } from '../my-data-document.js';

export class ImportTallyDto {
  @ApiProperty({
    example: 3,
    description: 'Rows the import added (for preferences and settings: replaced)',
  })
  added: number;

  @ApiProperty({
    example: 1,
    description: 'Rows it found already there, left as they were',
  })
  existing: number;
}

/** POST /api/me/import's answer: per kind, what was added and what was there already. */
export class ImportResultDto {
  @ApiProperty({ type: ImportTallyDto })
  categories: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  recipes: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  pantry: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  shopping: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  mealPlans: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto, description: 'Recorded cookings ("I cooked this")' })
  cookedMeals: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto, description: 'Favorites and pins' })
  marks: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  preferences: ImportTallyDto;

  @ApiProperty({ type: ImportTallyDto })
  notificationSettings: ImportTallyDto;
}

/** The document's head; the whole format is described in docs/your-data.md. */
export const MY_DATA_DOCUMENT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['format', 'version'],
  properties: {
    format: { type: 'string', enum: [MY_DATA_FORMAT] },
    version: { type: 'integer', enum: [MY_DATA_VERSION] },
    exportedAt: { type: 'string', format: 'date-time' },
    profile: { type: 'object' },
    preferences: { type: 'object', nullable: true },
    notificationSettings: { type: 'object', nullable: true },
    households: { type: 'array', items: { type: 'object' } },
    libraryRecipes: { type: 'array', items: { type: 'object' } },
    schemaOrgRecipes: {
      type: 'array',
      items: { type: 'object' },
      description: 'schema.org Recipe JSON-LD',
    },
  },
};
