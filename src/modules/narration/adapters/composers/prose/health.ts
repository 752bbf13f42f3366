import type { BodyMeasurement, Sleep } from '../../../../understanding';
import type { DayStory, MetricSummary, StoryEvent } from '../../../../understanding';
import { atTime, listOf, measure, measureRange, minuteOn, sentence, span } from './phrases';
import type { Sentence } from './sentence';

const duration = (seconds: number) => measure({ label: '', dimension: 'duration', value: seconds });
const bpm = (value: number) => measure({ label: '', dimension: 'heart-rate', value });

/** Sleep, body measurements and the day's health metrics. */
export function healthSentences(story: DayStory, day: string): Sentence[] {
  return [
    ...story.sleeps.map((sleep): Sentence => ({
      theme: 'health',
      salience: 4,
      minute: minuteOn(sleep.at, day),
      text: sleepSentence(sleep, day),
      headline: sleepHeadline(sleep),
    })),
    ...story.bodies.map((body): Sentence => ({
      theme: 'health',
      salience: 3,
      minute: minuteOn(body.at ?? body.received, day),
      text: bodySentence(body, day),
      headline: bodyHeadline(body),
    })),
    ...metricSentences(story.metrics),
  ].filter((s) => s.text !== '');
}

/** "Slept 7 h 12 min, from 23:14 the evening before to 06:26: sleep score 82, deep sleep 1 h 20 min, 54 bpm average." */
function sleepSentence(sleep: StoryEvent<Sleep>, day: string): string {
  const when = span(sleep.at, sleep.end, day);
  if (sleep.nap)
    return sentence(
      `Napped${sleep.asleepS !== undefined ? ` ${duration(sleep.asleepS)}` : ''}${atTime(sleep.at, day) ? ` ${atTime(sleep.at, day)}` : ''}`,
    );
  const head =
    sleep.asleepS !== undefined
      ? `Slept ${duration(sleep.asleepS)}`
      : sleep.inBedS !== undefined
        ? `${duration(sleep.inBedS)} in bed`
        : 'Slept';
  const parts = [
    sleep.score !== undefined ? `sleep score ${Math.round(sleep.score)}` : null,
    sleep.asleepS !== undefined && sleep.inBedS !== undefined && sleep.inBedS > sleep.asleepS
      ? `${duration(sleep.inBedS)} in bed`
      : null,
    sleep.deepS !== undefined ? `deep sleep ${duration(sleep.deepS)}` : null,
    sleep.remS !== undefined ? `REM ${duration(sleep.remS)}` : null,
    sleep.lightS !== undefined ? `light ${duration(sleep.lightS)}` : null,
    sleep.awakeS !== undefined ? `awake ${duration(sleep.awakeS)}` : null,
    sleep.heartRateAvg !== undefined ? `${bpm(sleep.heartRateAvg)} average` : null,
    sleep.restingHeartRate !== undefined ? `resting heart rate ${bpm(sleep.restingHeartRate)}` : null,
    sleep.hrvMs !== undefined ? `HRV ${Math.round(sleep.hrvMs)} ms` : null,
  ].filter((part): part is string => part !== null);
  if (head === 'Slept' && !when && parts.length === 0) return '';
  return sentence(
    `${head}${when ? `, ${when.startsWith('from') ? when : `from ${when.replace('–', ' to ')}`}` : ''}${parts.length ? `: ${parts.join(', ')}` : ''}`,
  );
}

function sleepHeadline(sleep: StoryEvent<Sleep>): string | undefined {
  if (sleep.nap) return undefined;
  return sleep.asleepS !== undefined ? `${duration(sleep.asleepS)} of sleep` : undefined;
}

const weightOf = (body: StoryEvent<BodyMeasurement>) =>
  body.measures.find((m) => m.dimension === 'weight' && /^(?:body )?(?:weight|mass)$/i.test(m.label));

function bodyHeadline(body: StoryEvent<BodyMeasurement>): string | undefined {
  const weight = weightOf(body);
  return weight ? `Weighed ${measure(weight)}` : undefined;
}

/** "Weighed 68.4 kg at 07:02 (fat ratio 18.2%, blood pressure 127/81 mmHg)." */
function bodySentence(body: StoryEvent<BodyMeasurement>, day: string): string {
  if (body.measures.length === 0) return '';
  const weight = weightOf(body);
  const systolic = body.measures.find((m) => /systolic/i.test(m.label));
  const diastolic = body.measures.find((m) => /diastolic/i.test(m.label));
  const pressure =
    systolic && diastolic
      ? [
          `blood pressure ${Math.round(systolic.value)}/${Math.round(diastolic.value)}${systolic.unit ? ` ${systolic.unit}` : ''}`,
        ]
      : [];
  const others = [
    ...pressure,
    ...body.measures
      .filter((m) => m !== weight && !(pressure.length && (m === systolic || m === diastolic)))
      .map((m) => `${m.label} ${measure(m)}`),
  ];
  const when = atTime(body.at ?? body.received, day);
  if (weight)
    return sentence(
      `Weighed ${measure(weight)}${when ? ` ${when}` : ''}${others.length ? ` (${others.join(', ')})` : ''}`,
    );
  return sentence(`${when ? `${when.replace(/^at /, 'At ')}: ` : ''}${others.join(', ')}`);
}

/** The day's metrics in one or two sentences: "16,842 steps over the day; active energy 540 kcal, resting heart rate 52 bpm." */
function metricSentences(metrics: MetricSummary[]): Sentence[] {
  if (metrics.length === 0) return [];
  const labels = new Map<string, number>();
  for (const metric of metrics)
    labels.set(metric.label.toLowerCase(), (labels.get(metric.label.toLowerCase()) ?? 0) + 1);
  const phrases = metrics.map((metric) => {
    const from = (labels.get(metric.label.toLowerCase()) ?? 0) > 1 ? ` (${metric.source})` : '';
    const value =
      metric.combine === 'range' && metric.min !== metric.max
        ? measureRange(metric, metric.min, metric.max)
        : measure({ label: metric.label, dimension: metric.dimension, value: metric.value, unit: metric.unit });
    return metric.dimension === 'steps' && /^steps?( count)?$/i.test(metric.label)
      ? `${value}${from}`
      : `${metric.label.toLowerCase()} ${value}${from}`;
  });
  const steps = phrases.filter((phrase) => /^\d[\d,]* steps(?: \(.+\))?$/.test(phrase));
  const rest = phrases.filter((phrase) => !steps.includes(phrase));
  const text = [
    steps.length ? `${steps.join(', ')} over the day` : null,
    rest.length ? `${steps.length ? '' : 'Over the day: '}${listOf(rest)}` : null,
  ]
    .filter(Boolean)
    .join('; ');
  return [{ theme: 'health', salience: 3, minute: null, text: sentence(text), headline: steps[0] }];
}

export { bpm, duration };
