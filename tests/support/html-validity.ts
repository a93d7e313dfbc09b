import { HtmlValidate, type Message, type RuleConfig } from 'html-validate';

/**
 * What html-validate finds wrong in a document, one line per problem: the HTML standard's validity
 * rules and the accessibility ones (labels, headings, landmarks, table headers), not the style
 * rules, which would only judge how the markup is written.
 */
export function htmlChecker(rules: RuleConfig = {}) {
  const validator = new HtmlValidate({
    extends: ['html-validate:standard', 'html-validate:a11y'],
    rules,
  });
  return async (html: string, ignore: (message: Message) => boolean = () => false) => {
    const report = await validator.validateString(html);
    return report.results
      .flatMap((result) => result.messages)
      .filter((message) => !ignore(message))
      .map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? `${m.line}:${m.column}`})`);
  };
}
