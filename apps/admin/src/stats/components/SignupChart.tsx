import type { DailySignupCount } from '@babynews/contracts';

const BAR_W = 12;
const GAP = 4;
const HEIGHT = 120;

/**
 * Daily sign-ups of the last 30 days as inline SVG bars (regular below, social stacked above), with
 * the same numbers in a visually hidden table for screen readers. No chart library: 30 bars of two
 * series need none, and a library would be the heaviest file of the admin remote (see commit note).
 */
export function SignupChart({ days }: { days: DailySignupCount[] }) {
  const max = Math.max(1, ...days.map((d) => d.regularCount + d.socialCount));
  const width = days.length * (BAR_W + GAP);
  const scale = (n: number) => (n / max) * (HEIGHT - 4);
  const total = days.reduce((sum, d) => sum + d.regularCount + d.socialCount, 0);
  return (
    <figure className="admin-chart">
      <svg
        className="admin-chart__svg"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={`최근 ${days.length}일 일별 가입자 수 막대 그래프, 합계 ${total}명, 하루 최대 ${max}명`}
      >
        {days.map((d, i) => {
          const x = i * (BAR_W + GAP);
          const regular = scale(d.regularCount);
          const social = scale(d.socialCount);
          return (
            <g key={d.date}>
              <title>{`${d.date}: 일반 ${d.regularCount}명, 소셜 ${d.socialCount}명`}</title>
              <rect x={x} y={HEIGHT - regular} width={BAR_W} height={regular} className="admin-chart__regular" />
              <rect x={x} y={HEIGHT - regular - social} width={BAR_W} height={social} className="admin-chart__social" />
            </g>
          );
        })}
      </svg>
      <figcaption className="admin-chart__legend">
        <span className="admin-chart__key admin-chart__key--regular">일반 가입</span>
        <span className="admin-chart__key admin-chart__key--social">소셜 가입</span>
        <span>
          {days[0]?.date} ~ {days[days.length - 1]?.date} (하루는 오전 11시에 시작)
        </span>
      </figcaption>
      <table className="admin-visually-hidden">
        <caption>일별 가입자 수</caption>
        <thead>
          <tr>
            <th scope="col">날짜</th>
            <th scope="col">일반 가입</th>
            <th scope="col">소셜 가입</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.date}</th>
              <td>{d.regularCount}</td>
              <td>{d.socialCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
