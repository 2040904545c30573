import { Sparkles } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { SectionHeader } from "@/components/marketing/section-header";
import { BusyButton } from "@/components/ui/busy-button";
import { Input, Label } from "@/components/ui/input";
import { blogDemoContent as content } from "@/content/blog-demo";
import { normalizeTopic } from "../generate-article";
import { useBlogDemo } from "../hooks/use-blog-demo";
import { BLOG_DEMO_TOPIC_MAX_LENGTH, stageAt, type RandomSource } from "../model";
import { GenerationProgress } from "./generation-progress";
import { LazyArticleResult, loadArticleResult } from "./lazy-article-result";

interface BlogDemoProps {
  /** Only for tests: pins the random SEO score. Pages render <BlogDemo /> without props. */
  random?: RandomSource;
}

/** Home-page section #ai-demo: type a topic, watch 4 s of "AI" work, read the sample article. */
export function BlogDemo({ random = Math.random }: BlogDemoProps) {
  const { state, generate, reset } = useBlogDemo(random);
  const [topic, setTopic] = useState("");
  const sectionRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const generating = state.phase === "generating";
  const canGenerate = !generating && normalizeTopic(topic) !== "";

  // Text typed into the prerendered field before React took over is not in state yet: adopt it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setTopic(typed);
  }, []);

  // Lead keyboard and screen-reader users to the new article when its title appears (its code may
  // arrive after the generation), unless they went elsewhere meanwhile.
  const focusNewArticleTitle = useCallback((title: HTMLHeadingElement | null) => {
    if (!title) return;
    const active = document.activeElement;
    if (!active || active === document.body || sectionRef.current?.contains(active)) {
      title.focus();
    }
  }, []);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canGenerate) return;
    // The article's code downloads during the 4-second generation; a failure is shown with it.
    loadArticleResult().catch(() => {});
    generate(topic);
  }

  function handleNewArticle() {
    reset();
    setTopic("");
    inputRef.current?.focus();
  }

  const announcement =
    state.phase === "generating"
      ? content.stages[stageAt(state.elapsedMs, content.stages.length)]
      : state.phase === "result"
        ? content.readyAnnouncement
        : "";

  return (
    <section
      ref={sectionRef}
      id="ai-demo"
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-muted py-16 sm:py-20"
    >
      <div className="container">
        <SectionHeader
          id={headingId}
          eyebrow={content.eyebrow}
          title={content.title}
          subtitle={content.subtitle}
        />

        <form onSubmit={handleSubmit} aria-busy={generating} className="mx-auto mt-10 max-w-2xl">
          <Label htmlFor={inputId}>{content.topicLabel}</Label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              name="topic"
              autoComplete="off"
              placeholder={content.topicPlaceholder}
              maxLength={BLOG_DEMO_TOPIC_MAX_LENGTH}
              value={topic}
              onChange={(event) => setTopic(event.target.value)}
              readOnly={generating}
              aria-describedby={hintId}
              className="min-w-0 sm:flex-1"
            />
            <BusyButton
              size="lg"
              busy={generating}
              busyLabel={content.generatingLabel}
              icon={<Sparkles aria-hidden="true" />}
              disabled={!canGenerate}
            >
              {content.generateLabel}
            </BusyButton>
          </div>
          <p id={hintId} className="mt-2 text-sm text-muted-foreground">
            {content.topicHint}
          </p>
        </form>

        <p role="status" className="sr-only">
          {announcement}
        </p>
        {state.phase === "generating" && (
          <div className="mx-auto max-w-2xl">
            <GenerationProgress elapsedMs={state.elapsedMs} />
          </div>
        )}
        {state.phase === "result" && (
          <LazyArticleResult
            article={state.article}
            titleRef={focusNewArticleTitle}
            onNewArticle={handleNewArticle}
          />
        )}
      </div>
    </section>
  );
}
