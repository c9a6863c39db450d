import { useRef } from "react";
import { Container } from "#app/components/ui/container.tsx";
import { useRevealOnScroll } from "#app/lib/use-reveal-on-scroll.ts";
import { TopicCard, type UseCaseTopic } from "./topic-card";

/** The industry's content cards, revealed as they scroll into view (clipped sideways so sliding never widens the page). */
export function TopicsSection({ topics, seed }: { topics: UseCaseTopic[]; seed: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useRevealOnScroll(ref, seed);
  return (
    <div ref={ref} className="overflow-x-clip bg-ink-50 py-16 sm:py-24">
      <Container className="space-y-10 lg:space-y-14">
        {topics.map((topic, index) => (
          <TopicCard key={topic.id} topic={topic} index={index} />
        ))}
      </Container>
    </div>
  );
}
