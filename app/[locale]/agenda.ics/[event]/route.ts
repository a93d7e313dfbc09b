import { decodedPart } from '@/i18n/routing';

import { calendarResponse } from '../../agenda/_components/calendar-file';

export async function GET(
  _request: Request,
  { params }: { params: Promise<Record<string, string>> },
) {
  const { locale = '', event = '' } = await params;
  return calendarResponse(locale, decodedPart(event));
}
