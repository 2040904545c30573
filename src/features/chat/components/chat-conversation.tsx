import { SendHorizontal } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { chatCopy, suggestedQuestions } from "@/content/chat";
import { CHAT_MESSAGE_MAX_LENGTH, type ChatMessage } from "../model";
import { ChatMessageBubble } from "./chat-message-bubble";
import { TypingIndicator } from "./typing-indicator";

interface ChatConversationProps {
  messages: ChatMessage[];
  isTyping: boolean;
  showSuggestions: boolean;
  /** Returns false when the text was blank and nothing was sent. */
  onSend: (text: string) => boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function ChatConversation({
  messages,
  isTyping,
  showSuggestions,
  onSend,
  inputRef,
}: ChatConversationProps) {
  const [draft, setDraft] = useState("");
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message (or the typing indicator) in view. Reading scrollHeight forces a
  // layout of the whole page; when the chat opens, that waits for the frame after the one that
  // shows it, so the first tap is answered one forced layout sooner on a slow phone (issue 13).
  const mounted = useRef(false);
  useEffect(() => {
    const scrollToEnd = () => {
      const log = logRef.current;
      if (log) log.scrollTop = log.scrollHeight;
    };
    if (mounted.current) {
      scrollToEnd();
      return;
    }
    mounted.current = true;
    const frame = requestAnimationFrame(scrollToEnd);
    return () => cancelAnimationFrame(frame);
  }, [messages.length, isTyping]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (onSend(draft)) setDraft("");
  }

  function handleSuggestion(question: string) {
    onSend(question);
    inputRef.current?.focus();
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={chatCopy.logLabel}
        className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-4 py-4"
      >
        {messages.map((message) => (
          <ChatMessageBubble key={message.id} message={message} />
        ))}
      </div>
      <TypingIndicator active={isTyping} label={chatCopy.typing} />
      {showSuggestions && (
        <div
          role="group"
          aria-label={chatCopy.suggestionsLabel}
          className="flex flex-wrap gap-2 px-4 pb-3"
        >
          {suggestedQuestions.map((question) => (
            <button
              key={question}
              type="button"
              onClick={() => handleSuggestion(question)}
              className="min-h-9 rounded-full border border-input bg-background px-3 py-1.5 text-left text-sm text-foreground hover:bg-secondary focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none"
            >
              {question}
            </button>
          ))}
        </div>
      )}
      <form onSubmit={handleSubmit} className="flex items-center gap-2 border-t p-3">
        <Label htmlFor={inputId} className="sr-only">
          {chatCopy.inputLabel}
        </Label>
        <Input
          ref={inputRef}
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={chatCopy.inputPlaceholder}
          autoComplete="off"
          enterKeyHint="send"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
        />
        <Button type="submit" size="icon" aria-label={chatCopy.sendLabel} className="shrink-0">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </form>
    </div>
  );
}
