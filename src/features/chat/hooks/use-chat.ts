import { useCallback, useEffect, useReducer, useRef } from "react";
import { replyDelayMs, welcomeMessageText, type ChatMessage } from "../model";

interface ChatState {
  messages: ChatMessage[];
  /** Replies scheduled but not yet delivered; the assistant "types" while this is above 0. */
  pendingReplies: number;
}

type ChatAction =
  | { type: "greet"; message: ChatMessage }
  | { type: "userMessage"; message: ChatMessage }
  | { type: "reply"; message: ChatMessage };

const initialState: ChatState = { messages: [], pendingReplies: 0 };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "greet":
      // The greeting opens the conversation once; reopening the chat must not repeat it.
      return state.messages.length === 0 ? { ...state, messages: [action.message] } : state;
    case "userMessage":
      return {
        messages: [...state.messages, action.message],
        pendingReplies: state.pendingReplies + 1,
      };
    case "reply":
      return {
        messages: [...state.messages, action.message],
        pendingReplies: Math.max(state.pendingReplies - 1, 0),
      };
  }
}

export interface UseChatOptions {
  /** The visitor's clock (injected so tests can pin the greeting and timestamps). */
  now?: () => Date;
  /** Called when a reply is delivered, e.g. to announce it while the chat is closed. */
  onReply?: (message: ChatMessage) => void;
}

const systemClock = () => new Date();

/**
 * The conversation. It lives in the always-mounted launcher wrapper, so closing the dialog keeps
 * the messages and lets a pending reply arrive; timers are cleared only when the wrapper unmounts.
 */
export function useChat({ now = systemClock, onReply }: UseChatOptions = {}) {
  const [state, dispatch] = useReducer(chatReducer, initialState);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = useRef(0);
  /** When the last scheduled reply is due (epoch ms): a later question is not answered sooner. */
  const lastReplyDueAt = useRef(0);
  /** Replies not yet shown, oldest first: the one place that decides their order. */
  const waitingReplies = useRef<{ seq: number; text: string }[]>([]);
  const nextSeq = useRef(0);
  const nowRef = useRef(now);
  const onReplyRef = useRef(onReply);

  useEffect(() => {
    nowRef.current = now;
    onReplyRef.current = onReply;
  });

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach(clearTimeout);
      pending.clear();
    };
  }, []);

  const createMessage = useCallback((text: string, isUser: boolean): ChatMessage => {
    nextId.current += 1;
    return { id: `m${nextId.current}`, text, isUser, timestamp: nowRef.current() };
  }, []);

  const greet = useCallback(() => {
    const message = createMessage(welcomeMessageText(nowRef.current()), false);
    dispatch({ type: "greet", message });
  }, [createMessage]);

  /**
   * Sends the visitor's message and schedules the reply produced by `answer`.
   * Returns false (and does nothing) for a blank or whitespace-only message.
   */
  const send = useCallback(
    (rawText: string, answer: (text: string) => string): boolean => {
      const text = rawText.trim();
      if (!text) return false;
      dispatch({ type: "userMessage", message: createMessage(text, true) });
      nextSeq.current += 1;
      const seq = nextSeq.current;
      waitingReplies.current.push({ seq, text: answer(text) });
      // Each reply waits its own delay but is due no sooner than the reply to an earlier question.
      // Two timers due within the same millisecond can still fire in either order (Date.now()
      // rounds, and Chromium may run the later-set timer first), so a firing timer shows every
      // earlier reply that is still waiting before its own: the order comes from the queue, never
      // from the timers.
      const now = Date.now();
      const delay = Math.max(replyDelayMs(text), lastReplyDueAt.current - now);
      lastReplyDueAt.current = now + delay;
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        while (waitingReplies.current.length > 0 && waitingReplies.current[0].seq <= seq) {
          const reply = createMessage(waitingReplies.current.shift()!.text, false);
          dispatch({ type: "reply", message: reply });
          onReplyRef.current?.(reply);
        }
      }, delay);
      timers.current.add(timer);
      return true;
    },
    [createMessage],
  );

  return {
    messages: state.messages,
    isTyping: state.pendingReplies > 0,
    hasUserMessage: state.messages.some((message) => message.isUser),
    greet,
    send,
  };
}

export type ChatController = ReturnType<typeof useChat>;
