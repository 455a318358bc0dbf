import React, {useMemo} from 'react';
import {AbsoluteFill, Easing, interpolate, useCurrentFrame, useVideoConfig} from 'remotion';
import type {EasingFunction} from 'remotion';
import {linearTiming, springTiming, TransitionSeries} from '@remotion/transitions';
import type {TransitionTiming} from '@remotion/transitions';
import {slide} from '@remotion/transitions/slide';

export type TransitionsTimingDemoProps = {
  /** linearTiming, springTiming or pauseTiming (the custom timing from the "Custom timings" page). */
  timing: string;
  durationInFrames: number;
  easing: string;
  damping: number;
  stiffness: number;
  mass: number;
  durationRestThreshold: number;
  fixDuration: boolean;
  reverse: boolean;
  pauseAt: number;
  pauseFrames: number;
};

const TRANSITION_START = 30;
const GRAPH = {left: 44, top: 28, width: 300, height: 200};
const Y_MIN = -0.25;
const Y_MAX = 1.35;

const EASINGS: Record<string, EasingFunction | undefined> = {
  'none (linear)': undefined,
  'Easing.ease': Easing.ease,
  'Easing.in(Easing.cubic)': Easing.in(Easing.cubic),
  'Easing.out(Easing.cubic)': Easing.out(Easing.cubic),
  'Easing.inOut(Easing.cubic)': Easing.inOut(Easing.cubic),
  'Easing.out(Easing.exp)': Easing.out(Easing.exp),
  'Easing.bezier(0.65, 0, 0.35, 1)': Easing.bezier(0.65, 0, 0.35, 1),
  'Easing.inOut(Easing.back(1.7))': Easing.inOut(Easing.back(1.7)),
  'Easing.out(Easing.bounce)': Easing.out(Easing.bounce),
};

/** The custom timing of the "Custom timings" page: move to pauseAt, hold there, then finish. */
const pauseTiming = ({
  moveFrames,
  pauseFrames,
  pauseAt,
}: {
  moveFrames: number;
  pauseFrames: number;
  pauseAt: number;
}): TransitionTiming => {
  const firstLeg = Math.min(moveFrames - 1, Math.max(1, Math.round(moveFrames * pauseAt)));
  const total = moveFrames + pauseFrames;
  return {
    getDurationInFrames: () => total,
    getProgress: ({frame}) => {
      if (frame < firstLeg) {
        return interpolate(frame, [0, firstLeg], [0, pauseAt], {
          easing: Easing.out(Easing.quad),
          extrapolateLeft: 'clamp',
        });
      }
      if (frame < firstLeg + pauseFrames) {
        return pauseAt;
      }
      return interpolate(frame, [firstLeg + pauseFrames, total], [pauseAt, 1], {
        easing: Easing.in(Easing.quad),
        extrapolateRight: 'clamp',
      });
    },
  };
};

const Card: React.FC<{label: string; color: string}> = ({label, color}) => (
  <AbsoluteFill
    style={{
      backgroundColor: color,
      justifyContent: 'center',
      alignItems: 'center',
      color: 'white',
      fontSize: 64,
      fontWeight: 800,
    }}>
    {label}
  </AbsoluteFill>
);

export default function TransitionsTimingComposition(props: TransitionsTimingDemoProps): React.ReactNode {
  const {
    timing,
    durationInFrames,
    easing,
    damping,
    stiffness,
    mass,
    durationRestThreshold,
    fixDuration,
    reverse,
    pauseAt,
    pauseFrames,
  } = props;
  const frame = useCurrentFrame();
  const {fps, durationInFrames: total} = useVideoConfig();

  const [transitionTiming, call] = useMemo((): [TransitionTiming, string] => {
    if (timing === 'springTiming') {
      const config = {damping, stiffness, mass};
      const parts = [
        `config: {damping: ${damping}, stiffness: ${stiffness}, mass: ${mass}}`,
        `durationRestThreshold: ${durationRestThreshold}`,
      ];
      if (fixDuration) parts.push(`durationInFrames: ${durationInFrames}`);
      if (reverse) parts.push('reverse: true');
      return [
        springTiming({
          config,
          durationRestThreshold,
          durationInFrames: fixDuration ? durationInFrames : undefined,
          reverse,
        }),
        `springTiming({${parts.join(', ')}})`,
      ];
    }
    if (timing === 'pauseTiming') {
      return [
        pauseTiming({moveFrames: durationInFrames, pauseFrames, pauseAt}),
        `pauseTiming({moveFrames: ${durationInFrames}, pauseFrames: ${pauseFrames}, pauseAt: ${pauseAt}})`,
      ];
    }
    const easingFn = EASINGS[easing];
    return [
      linearTiming({durationInFrames, easing: easingFn}),
      easingFn
        ? `linearTiming({durationInFrames: ${durationInFrames}, easing: ${easing}})`
        : `linearTiming({durationInFrames: ${durationInFrames}})`,
    ];
  }, [
    timing,
    durationInFrames,
    easing,
    damping,
    stiffness,
    mass,
    durationRestThreshold,
    fixDuration,
    reverse,
    pauseAt,
    pauseFrames,
  ]);

  const length = transitionTiming.getDurationInFrames({fps});
  // The second scene starts when the transition starts and must be at least as long as the transition.
  const maxLength = total - TRANSITION_START;
  const fits = length <= maxLength;

  const toX = (f: number) => GRAPH.left + (f / (total - 1)) * GRAPH.width;
  const toY = (v: number) =>
    GRAPH.top + GRAPH.height - ((Math.min(Y_MAX, Math.max(Y_MIN, v)) - Y_MIN) / (Y_MAX - Y_MIN)) * GRAPH.height;
  const progressAt = (f: number) => transitionTiming.getProgress({frame: f - TRANSITION_START, fps});
  const points = Array.from({length: total}, (_, f) => `${toX(f)},${toY(progressAt(f))}`).join(' ');
  const current = progressAt(frame);

  return (
    <AbsoluteFill style={{backgroundColor: '#0b1020', color: 'white', fontFamily: 'sans-serif'}}>
      <svg width={640} height={360} style={{position: 'absolute'}}>
        <rect
          x={toX(TRANSITION_START)}
          y={GRAPH.top}
          width={Math.max(0, toX(Math.min(total - 1, TRANSITION_START + length)) - toX(TRANSITION_START))}
          height={GRAPH.height}
          fill="#1f2937"
        />
        <line
          x1={GRAPH.left}
          x2={GRAPH.left + GRAPH.width}
          y1={toY(1)}
          y2={toY(1)}
          stroke="#4b5563"
          strokeDasharray="5 5"
        />
        <line x1={GRAPH.left} x2={GRAPH.left + GRAPH.width} y1={toY(0)} y2={toY(0)} stroke="#4b5563" />
        <text x={GRAPH.left - 8} y={toY(1) + 5} fill="#9ca3af" fontSize={13} textAnchor="end">
          1
        </text>
        <text x={GRAPH.left - 8} y={toY(0) + 5} fill="#9ca3af" fontSize={13} textAnchor="end">
          0
        </text>
        <text x={toX(TRANSITION_START) + 4} y={GRAPH.top + 14} fill="#9ca3af" fontSize={12}>
          transition: {length} frames
        </text>
        <polyline points={points} fill="none" stroke="#38bdf8" strokeWidth={3} />
        <circle cx={toX(frame)} cy={toY(current)} r={6} fill="#facc15" />
      </svg>
      <div
        style={{
          position: 'absolute',
          left: 370,
          top: 28,
          width: 240,
          height: 135,
          overflow: 'hidden',
          borderRadius: 8,
          fontFamily: 'sans-serif',
        }}>
        {fits ? (
          <TransitionSeries>
            <TransitionSeries.Sequence durationInFrames={TRANSITION_START + length}>
              <Card label="A" color="#2563eb" />
            </TransitionSeries.Sequence>
            <TransitionSeries.Transition presentation={slide({direction: 'from-right'})} timing={transitionTiming} />
            <TransitionSeries.Sequence durationInFrames={maxLength}>
              <Card label="B" color="#db2777" />
            </TransitionSeries.Sequence>
          </TransitionSeries>
        ) : (
          <AbsoluteFill style={{backgroundColor: '#7f1d1d', padding: 12, fontSize: 15, lineHeight: 1.35}}>
            This timing lasts {length} frames, longer than the {maxLength} frames of scene B, so TransitionSeries would
            throw. Raise the damping or stiffness, or fix the duration.
          </AbsoluteFill>
        )}
      </div>
      <div style={{position: 'absolute', left: 370, top: 175, width: 240, fontSize: 15, lineHeight: 1.5}}>
        <div>frame {frame}</div>
        <div>getProgress() = {current.toFixed(3)}</div>
        <div>getDurationInFrames() = {length}</div>
      </div>
      <div
        style={{
          position: 'absolute',
          left: 16,
          right: 16,
          bottom: 14,
          fontFamily: 'monospace',
          fontSize: 13,
          lineHeight: 1.4,
          color: '#e5e7eb',
        }}>
        {call}
      </div>
    </AbsoluteFill>
  );
}
