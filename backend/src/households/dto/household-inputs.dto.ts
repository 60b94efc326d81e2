import { HOUSEHOLD_LIMITS, HOUSEHOLD_MESSAGES, householdNameError } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsString, ValidateBy, type ValidationArguments } from 'class-validator';
import { INT4_MAX, IsRowId } from '../../common/int4.js';
import { TakesBack } from '../../common/server-owned.js';
import { HouseholdDto } from './household.dto.js';

function IsHouseholdName(): PropertyDecorator {
  return ValidateBy({
    name: 'isHouseholdName',
    validator: {
      validate: (value: unknown) => householdNameError(value) === null,
      defaultMessage: (args?: ValidationArguments) => householdNameError(args?.value) ?? HOUSEHOLD_MESSAGES.nameRequired,
    },
  });
}

/** POST /api/households and PATCH /api/households/{id}. */
@TakesBack(HouseholdDto)
export class HouseholdNameDto {
  @ApiProperty({ example: 'The Flat', maxLength: HOUSEHOLD_LIMITS.nameLength, description: 'Trimmed' })
  @IsHouseholdName()
  name: string;
}

export class SwitchHouseholdDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: INT4_MAX, example: 7, description: 'A household the user belongs to' })
  @IsRowId('householdId must be a household id')
  householdId: number;
}

export class JoinHouseholdDto {
  @ApiProperty({ example: 'K7M2Q-XW9PB', description: 'The invitation code; case, spaces and dashes do not matter' })
  @IsString({ message: 'code must be text' })
  code: string;
}

/** PATCH /api/households/{id}/members/{userId}: hands the household over. */
export class UpdateHouseholdMemberDto {
  @ApiProperty({ enum: ['owner'], description: "The member becomes the owner; the owner until now becomes a member" })
  @Equals('owner', { message: HOUSEHOLD_MESSAGES.onlyRoleOwner })
  role: 'owner';
}
