/** SQL for a timestamptz column as the API writes times: ISO 8601 in UTC with milliseconds, like Date#toISOString. */
export const utcTimestamp = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
