/** TypeBox schema of the information route: the foundation's contact details. */
import { Type } from '@sinclair/typebox';

/** domain/info.ts `ContactDetails`: a detail the CONTACT_* settings do not give is absent. */
export const ContactDetailsSchema = Type.Object(
  {
    organisation: Type.Optional(
      Type.String({ description: 'The foundation that runs the registry' }),
    ),
    address: Type.Optional(Type.String({ description: 'Street and number' })),
    postalCode: Type.Optional(Type.String({ description: 'XX-XXX' })),
    city: Type.Optional(Type.String()),
    email: Type.Optional(Type.String({ format: 'email' })),
    phone: Type.Optional(Type.String()),
    hours: Type.Optional(Type.String({ description: 'When the foundation answers the phone' })),
    dataProtectionOfficerEmail: Type.Optional(
      Type.String({
        format: 'email',
        description: "The data protection officer's address, for questions about personal data",
      }),
    ),
  },
  { title: 'ContactDetails' },
);
