import { chatCopy } from "@/content/chat";
import { cn } from "@/lib/utils";
import { formatMessageTime, type ChatMessage } from "../model";

export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { text, isUser, timestamp } = message;
  return (
    <div
      className={cn("flex", isUser ? "justify-end" : "justify-start")}
      data-sender={isUser ? "user" : "assistant"}
    >
      <div
        className={cn(
          // min-w-0 and overflow-wrap:anywhere: a long unbroken word wraps inside the bubble
          // instead of widening the chat (issue 8 #2/#4).
          "max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere]",
          isUser
            ? "rounded-br-sm bg-primary text-primary-foreground"
            : "rounded-bl-sm bg-muted text-foreground",
        )}
      >
        <span className="sr-only">{isUser ? chatCopy.userName : chatCopy.assistantName}: </span>
        <p className="whitespace-pre-line">{text}</p>
        <time
          dateTime={timestamp.toISOString()}
          className={cn(
            "mt-1 block text-xs",
            isUser ? "text-primary-foreground" : "text-muted-foreground",
          )}
        >
          {formatMessageTime(timestamp)}
        </time>
      </div>
    </div>
  );
}
