import { calendarResponse } from '../agenda/_components/calendar-file';

export async function GET(
  _request: Request,
  { params }: { params: Promise<Record<string, string>> },
) {
  return calendarResponse((await params).locale ?? '');
}
