import type { TMenuNodeDto } from '../../../lib/domain/menus-dto.ts';
export type { TMenuNodeDto };
