import { graphql } from 'react-relay';

/**
 * What the message step reads of an approved template (WhatsappTemplateOption): pages spread it
 * unmasked (`...WhatsappTemplateOption_template @relay(mask: false)`) in their one query.
 */
export const WhatsappTemplateOptionFragment = graphql`
  fragment WhatsappTemplateOption_template on WhatsappTemplate {
    _id
    name
    header_type
    header_text
    body
    variables
    footer
    buttons {
      text
    }
  }
`;
