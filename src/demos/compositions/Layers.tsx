import React from 'react';
import {AbsoluteFill, interpolate, useCurrentFrame} from 'remotion';

export type LayersDemoProps = {
  order: string;
  showBackground: boolean;
  cardOpacity: number;
  titleZIndex: number;
};

const Background: React.FC = () => <AbsoluteFill style={{background: 'linear-gradient(135deg, #1e3a8a, #7c3aed)'}} />;

const Card: React.FC<{opacity: number}> = ({opacity}) => {
  const frame = useCurrentFrame();
  const x = interpolate(frame, [0, 89], [-120, 120]);
  return (
    <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center'}}>
      <div
        style={{
          width: 260,
          height: 200,
          borderRadius: 24,
          backgroundColor: '#facc15',
          opacity,
          transform: `translateX(${x}px)`,
        }}
      />
    </AbsoluteFill>
  );
};

const Title: React.FC<{zIndex: number}> = ({zIndex}) => (
  <AbsoluteFill style={{justifyContent: 'center', alignItems: 'center', zIndex}}>
    <div
      style={{
        fontFamily: 'sans-serif',
        fontSize: 76,
        fontWeight: 900,
        color: '#0f172a',
        WebkitTextStroke: '2px white',
      }}>
      LAYERS
    </div>
  </AbsoluteFill>
);

export default function LayersComposition({
  order,
  showBackground,
  cardOpacity,
  titleZIndex,
}: LayersDemoProps): React.ReactNode {
  const card = <Card key="card" opacity={cardOpacity} />;
  const title = <Title key="title" zIndex={titleZIndex} />;
  // Later siblings paint on top of earlier ones, unless a zIndex says otherwise.
  const foreground = order === 'title, card' ? [title, card] : [card, title];

  return (
    <AbsoluteFill style={{backgroundColor: 'white'}}>
      {showBackground ? <Background /> : null}
      {foreground}
    </AbsoluteFill>
  );
}
