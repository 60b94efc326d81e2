import {
  COOKING_TIME,
  CUISINES,
  DIETARY_RESTRICTIONS,
  preferenceFieldError,
  SPICE_LEVEL_VALUES,
  type Allergies,
  type Cuisine,
  type DietaryRestriction,
  type PreferenceField,
  type Preferences,
  type SpiceLevel,
} from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** A field checked by @mealapp/domain's rule, absent included, with its message naming the problem. */
function IsPreference(field: PreferenceField): PropertyDecorator {
  return ValidateBy({
    name: 'isPreference',
    validator: {
      validate: (value: unknown) => preferenceFieldError(field, value) === null,
      defaultMessage: (args?: ValidationArguments) => preferenceFieldError(field, args?.value) ?? `${field} is invalid`,
    },
  });
}

// spec part 2 §3: allergies {nuts, shellfish, eggs, fish as booleans}
export class AllergiesDto implements Allergies {
  @ApiProperty({ example: true })
  nuts: boolean;

  @ApiProperty({ example: false })
  shellfish: boolean;

  @ApiProperty({ example: false })
  eggs: boolean;

  @ApiProperty({ example: false })
  fish: boolean;
}

/** spec part 2 §3 Preferences: the body of POST /api/preferences (the full object) and the answer of both calls. */
export class PreferencesDto implements Preferences {
  @ApiProperty({
    enum: DIETARY_RESTRICTIONS,
    enumName: 'DietaryRestriction',
    isArray: true,
    example: ['Vegan'],
    description: 'Labels; matched ignoring case and surrounding spaces, stored once each in the options order',
  })
  @IsPreference('dietaryRestrictions')
  dietaryRestrictions: DietaryRestriction[];

  @ApiProperty({ type: AllergiesDto, description: 'Every allergy, true or false' })
  @IsPreference('allergies')
  allergies: AllergiesDto;

  @ApiProperty({ type: 'integer', minimum: COOKING_TIME.min, maximum: COOKING_TIME.max, multipleOf: COOKING_TIME.step, example: 30, description: 'Minutes' })
  @IsPreference('maxCookingTime')
  maxCookingTime: number;

  @ApiProperty({ type: 'integer', enum: SPICE_LEVEL_VALUES, example: 2, description: '1 Mild, 2 Medium, 3 Spicy, 4 Very Hot' })
  @IsPreference('spiceLevel')
  spiceLevel: SpiceLevel;

  @ApiProperty({
    enum: CUISINES,
    enumName: 'Cuisine',
    isArray: true,
    example: ['Italian', 'Indian'],
    description: 'Labels; matched ignoring case and surrounding spaces, stored once each in the options order',
  })
  @IsPreference('favoriteCuisines')
  favoriteCuisines: Cuisine[];
}
