import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { ParsedRecipeDto } from '../../import/dto/parsed-recipe.dto.js';
import type { ScannedRecipe } from '../recipe-scan.service.js';
import { SCAN_IMAGE_MESSAGES } from '../scan-image.js';

/** spec part 2 (calls): {image}, a base64 JPEG without a data: prefix. */
export class ScanRecipeDto {
  @ApiProperty({
    format: 'byte',
    description: 'The photo as standard base64 without a "data:" prefix: a JPEG (the app sends at most 1200 px, quality 0.7) or PNG of at most 8 MB',
  })
  @IsNotEmpty({ message: SCAN_IMAGE_MESSAGES.required })
  @IsString({ message: SCAN_IMAGE_MESSAGES.required })
  image: string;
}

export class ScannedRecipeDto extends ParsedRecipeDto implements ScannedRecipe {
  @ApiProperty({ type: String, nullable: true, example: 'Scan', description: "'Scan'" })
  declare source: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'italian-tomato-pasta', description: "A stock image id for the recipe, from its title, tags and category (spec part 2 §4's suggestion)" })
  suggestedImage: string | null;
}

export class ScanResultDto {
  @ApiProperty({ type: ScannedRecipeDto, description: "What the photo reads as, for review before saving; source is 'Scan'" })
  recipe: ScannedRecipeDto;
}
