import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { EventBus } from '../../lib/event-bus';
import { compileTerms, containsTerm, moderateLocally } from './local-engine';
import type { ModerationRepository } from './moderation.repository';
import { moderateRemotely, type RemoteModerationOptions } from './remote-moderation';

export interface ModerationRequest {
  content: string;
  /** SPEC §7 moderate-content: chat_message now; posts, comments, forum and DMs later. */
  contentType: 'chat_message' | 'post' | 'comment' | 'forum_topic' | 'forum_reply' | 'event' | 'direct_message';
  userId: string | null;
  pseudonym: string | null;
  recentContents?: string[];
}

export interface ModerationResult {
  approved: boolean;
  /** Local reasons (local-engine.ts) or the remote endpoint's flagged categories. */
  reasons: string[];
  source: 'local' | 'remote';
}

/**
 * moderate-content: the offline engine always runs (the community's own rules, such as health
 * misinformation); an OpenAI-compatible endpoint, when configured, can refuse more. If that
 * endpoint fails, the local verdict stands. Every refusal is logged with its reasons.
 */
export function createModerationService(deps: {
  repository: ModerationRepository;
  logger: FastifyBaseLogger;
  remote?: RemoteModerationOptions | null;
  events?: Pick<EventBus, 'emit'> & Partial<Pick<EventBus, 'on'>>;
}) {
  // The desk's extra words, read once and read again when any instance changes them.
  let extraTerms: Promise<string[]> | null = null;
  const loadExtraTerms = () => {
    extraTerms ??= deps.repository.listWords().then(compileTerms, (error: unknown) => {
      extraTerms = null;
      throw error;
    });
    return extraTerms;
  };
  deps.events?.on?.('moderation.words-changed', () => {
    extraTerms = null;
  }, { scope: 'every-instance' });

  return {
    /**
     * Throws 403 `moderation.muted` while the member is muted (every publishing path calls this),
     * else the verdict on the content.
     */
    async moderate(request: ModerationRequest): Promise<ModerationResult> {
      if (request.userId) {
        const mutedUntil = await deps.repository.mutedUntil(request.userId);
        if (mutedUntil && mutedUntil.getTime() > Date.now()) throw new AppError(403, 'moderation.muted');
      }
      const local = moderateLocally({ content: request.content, recentContents: request.recentContents });
      let result: ModerationResult = { ...local, source: 'local' };
      if (containsTerm(request.content, await loadExtraTerms())) {
        result = { approved: false, reasons: [...result.reasons, 'moderation_word'], source: 'local' };
      }
      if (result.approved && deps.remote && request.content.trim()) {
        try {
          const remote = await moderateRemotely(request.content, deps.remote);
          if (remote.flagged) {
            result = { approved: false, reasons: remote.categories.length ? remote.categories : ['flagged'], source: 'remote' };
          }
        } catch (error) {
          deps.logger.warn({ err: error }, 'Remote moderation failed: the local verdict stands');
        }
      }
      if (!result.approved) {
        deps.logger.info({ contentType: request.contentType, reasons: result.reasons, source: result.source }, 'Content refused by moderation');
        await deps.repository.logRejection({
          contentType: request.contentType,
          content: request.content,
          reasons: result.reasons,
          source: result.source,
          userId: request.userId,
          pseudonym: request.pseudonym,
        });
        deps.events?.emit('content.moderated', {
          contentType: request.contentType,
          authorId: request.userId,
          reason: result.reasons[0] ?? 'flagged',
          at: new Date().toISOString(),
        });
      }
      return result;
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
