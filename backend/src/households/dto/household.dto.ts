import { HOUSEHOLD_ROLES, type HouseholdRole } from '@mealapp/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PersonDto } from './person.dto.js';
import { ServerOwned } from '../../common/server-owned.js';

export class HouseholdMemberDto extends PersonDto {
  @ApiProperty({ enum: HOUSEHOLD_ROLES, enumName: 'HouseholdRole', example: 'member' })
  role: HouseholdRole;
}

/** A household the signed-in user belongs to. */
export class HouseholdDto {
  @ApiProperty({ example: 7 })
  @ServerOwned()
  id: number;

  @ApiProperty({ example: 'The Flat' })
  name: string;

  @ApiProperty({ enum: HOUSEHOLD_ROLES, enumName: 'HouseholdRole', description: "The signed-in user's role in it" })
  @ServerOwned()
  role: HouseholdRole;

  @ApiProperty({ description: 'The household the pantry, shopping list, meal plan and recipes calls answer for' })
  @ServerOwned()
  isCurrent: boolean;

  @ApiProperty({ type: [HouseholdMemberDto], description: 'The owner first, then by when they joined' })
  @ServerOwned()
  members: HouseholdMemberDto[];
}

export class HouseholdInvitationDto {
  @ApiProperty({ example: 'K7M2Q-XW9PB', description: 'To type on the joining phone (POST /api/households/join); case, spaces and dashes do not matter' })
  code: string;

  @ApiProperty({ example: 'https://meals.example.com/join/K7M2Q-XW9PB', description: 'The link to share: it opens the invitation in the app' })
  url: string;

  @ApiProperty({ format: 'date-time', description: 'A week after it was made; it also ends when used once or withdrawn' })
  expiresAt: string;
}

/** What someone holding a code sees before joining. */
export class HouseholdInvitationPreviewDto {
  @ApiProperty({ example: 'The Flat' })
  householdName: string;

  @ApiProperty({ type: String, nullable: true, example: 'Ada Lovelace', description: 'Who made the invitation; null when their account is gone' })
  invitedBy: string | null;

  @ApiProperty({ format: 'date-time' })
  expiresAt: string;
}
