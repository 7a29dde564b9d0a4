import { useEffect, useRef } from 'react';
import { LIMITS } from '@babynews/contracts';

export interface ConfettiProps {
  /** Number of paper pieces (spec §9: 150 on the news page). */
  particleCount?: number;
  /** How long pieces fall, in ms (spec §9: 3500 on the news page). */
  durationMs?: number;
  /** Called once the animation has finished (or immediately under reduced motion). */
  onDone?: () => void;
}

const COLORS = ['#f6a38e', '#ffd36e', '#9fd8bf', '#f7b7c8', '#b9a7ef', '#8cc8f0'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  color: string;
}

/**
 * Full-screen confetti drawn on a canvas (pointer-events none). Skipped entirely when the user
 * prefers reduced motion. Mount it to play once; unmount to stop.
 */
export function Confetti({ particleCount = LIMITS.confettiParticles, durationMs = LIMITS.confettiMs, onDone }: ConfettiProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (!canvas || !context || reduced) {
      onDoneRef.current?.();
      return;
    }
    const ratio = window.devicePixelRatio || 1;
    const width = window.innerWidth;
    const height = window.innerHeight;
    canvas.width = width * ratio;
    canvas.height = height * ratio;
    context.scale(ratio, ratio);

    const pieces: Piece[] = Array.from({ length: particleCount }, () => ({
      x: Math.random() * width,
      y: -20 - Math.random() * height * 0.5,
      vx: (Math.random() - 0.5) * 2.4,
      vy: 2 + Math.random() * 3,
      size: 6 + Math.random() * 6,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
      color: COLORS[Math.floor(Math.random() * COLORS.length)]!,
    }));

    const start = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - start;
      context.clearRect(0, 0, width, height);
      const fade = Math.max(0, Math.min(1, (durationMs - elapsed) / 600));
      context.globalAlpha = fade;
      for (const p of pieces) {
        p.x += p.vx;
        p.y += p.vy;
        p.vy += 0.03;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.color;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      if (elapsed < durationMs) {
        frame = requestAnimationFrame(draw);
      } else {
        context.clearRect(0, 0, width, height);
        onDoneRef.current?.();
      }
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, [particleCount, durationMs]);

  return <canvas ref={canvasRef} className="bn-confetti" aria-hidden="true" />;
}
