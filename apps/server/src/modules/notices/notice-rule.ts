import type { AppContext } from '../../app-context';
import type { MailRecipient, MailTemplate } from '../../platform/mail/mail-template';

/** One notice a rule finds due: who gets it, what it is about (the mark), and its template's input. */
export interface DueNotice<Input> {
  recipient: MailRecipient & { userId: number };
  /**
   * What the notice is about, e.g. `form:12:2027-03-31T20:59:00.000Z` for a form's deadline. A
   * recipient gets a rule's notice once per mark: put in it what should send the notice again when
   * it changes (a moved deadline is a new mark, so it is announced again).
   */
  mark: string;
  input: Input;
}

/**
 * A scheduled notice: who gets which mail for which mark. `findDue` answers everything that is due
 * at `now`, sent or not; the scheduler sends each recipient and mark once (sent_notices), so a rule
 * is a plain query and never keeps state of its own.
 */
export interface NoticeRule<Input> {
  /** Kept in sent_notices with every notice sent: renaming a rule sends its notices again. */
  name: string;
  template: MailTemplate<Input>;
  findDue(ctx: AppContext, now: Date): Promise<DueNotice<Input>[]>;
}
