import { ApiProperty } from '@nestjs/swagger';

export class SkippedImportEntryDto {
  @ApiProperty({ example: 'mealie.zip/recipes/toast/toast.json', description: 'Where in the upload: the file, then the path inside the archive' })
  file: string;

  @ApiProperty({ example: 'Already in your recipes (same title and ingredients)', description: 'Why it was not imported, for a person to read' })
  reason: string;
}

export class ArchiveImportReportDto {
  @ApiProperty({ example: 38, description: 'Recipes added to the collection' })
  imported: number;

  @ApiProperty({ type: [SkippedImportEntryDto], description: 'Entries not imported (or photos not kept), each with its reason' })
  skipped: SkippedImportEntryDto[];
}

export class ArchiveImportLineDto {
  @ApiProperty({ enum: ['progress', 'report', 'error'], enumName: 'ArchiveImportLineType' })
  type: 'progress' | 'report' | 'error';

  @ApiProperty({ required: false, description: "progress: recipes handled so far ('Importing 12 of 40')" })
  done?: number;

  @ApiProperty({ required: false, description: 'progress: recipes found in the upload' })
  total?: number;

  @ApiProperty({ required: false, description: 'report: as the JSON answer' })
  imported?: number;

  @ApiProperty({ required: false, type: [SkippedImportEntryDto] })
  skipped?: SkippedImportEntryDto[];

  @ApiProperty({ required: false, description: 'error: the import stopped here; what was imported before stays' })
  error?: string;
}
