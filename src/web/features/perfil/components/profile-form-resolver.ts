import { zodResolver } from '@hookform/resolvers/zod';
import { perfilUpdateSchema } from '../../../../shared/schemas/perfil';

/**
 * The profile form's validation: zod, the schema and zodResolver load with this module, on demand
 * (profile-form.tsx's lazyResolver), not with /perfil.
 */
export const profileFormResolver = zodResolver(perfilUpdateSchema);
