/**
 * The mailer: a Worker of its own because Pages Functions cannot hold a
 * `send_email` binding (wrangler refuses the field in a Pages project's
 * configuration). The site's receiver reaches it through the MAILER service
 * binding with one kind of request, a notice about a submission, and this
 * Worker alone decides who sends it and who gets it (src/data/site-privacy.ts),
 * so nothing the site receives can mail anyone else. Locally (`npm run
 * preview`, `npm start`) wrangler writes each message to a file instead of
 * sending it, and logs where.
 */
import {submissionNotices} from '../../src/data/site-privacy';

type SendEmail = {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    replyTo?: string;
  }): Promise<{messageId: string}>;
};

const plain = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

export default {
  async fetch(request: Request, env: {EMAIL: SendEmail}): Promise<Response> {
    if (request.method !== 'POST' || new URL(request.url).pathname !== '/notices')
      return new Response('Not found', {status: 404});
    const notice = (await request.json().catch(() => null)) as Record<string, unknown> | null;
    // One line, never a header break: the subject carries a visitor's name.
    const subject = plain(notice?.subject, 200)?.replace(/[\r\n]+/g, ' ');
    const text = plain(notice?.text, 20_000);
    if (!subject || !text) return new Response('A notice needs a subject and a text.', {status: 400});
    const address = plain(notice?.replyTo, 254);
    const replyTo = address !== null && /^[^\s<>@]+@[^\s<>@]+$/.test(address) ? address : undefined;
    const {messageId} = await env.EMAIL.send({
      from: submissionNotices.from,
      to: submissionNotices.to,
      subject,
      text,
      replyTo,
    });
    return Response.json({messageId}, {status: 202});
  },
};
