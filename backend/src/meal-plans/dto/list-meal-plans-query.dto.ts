import { ApiProperty } from '@nestjs/swagger';
import { IsCalendarDay } from './meal-plan-validators.js';

export class ListMealPlansQueryDto {
  @ApiProperty({ type: String, format: 'date', example: '2026-11-24', description: 'First day, YYYY-MM-DD' })
  @IsCalendarDay('startDate')
  startDate: string;

  @ApiProperty({ type: String, format: 'date', example: '2026-12-07', description: 'Last day (included), YYYY-MM-DD' })
  @IsCalendarDay('endDate')
  endDate: string;
}
