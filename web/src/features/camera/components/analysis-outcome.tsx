// Below the capture stage: what the last analysis came to. A logged meal with its next steps, a scanned
// recipe, no food found, a refused file, or a failure with the way out that fits it (another photo for a
// file that will never work, else try again; a verification mail when the account needs one).
import { useNavigate } from 'react-router-dom';
import { useCallableAction } from '../../../hooks/use-callable-action';
import { sendVerificationEmail } from '../../../lib/auth';
import { type CaptureSession, fileCodes } from '../hooks/use-capture-session';
import { AnalysisProblem } from './analysis-problem';
import { FoodResultPanel } from './food-result';
import { ResultNextSteps } from './result-next-steps';
import { ScanResultPanel } from './scan-result';

export function AnalysisOutcome({ session }: { session: CaptureSession }) {
  const { run: runVerification } = useCallableAction();
  const navigate = useNavigate();
  const { analysis, lastInput, badFile } = session;
  return (
    <>
      {session.running && session.runningMode === 'food' && <FoodResultPanel result={null} />}
      {analysis.status === 'food' && (
        <>
          <FoodResultPanel result={analysis.result} onUpdated={session.update} />
          <ResultNextSteps
            day={analysis.result.diary?.day}
            // The recipe screen generates the meal's recipe from this navigation state.
            onGenerateRecipe={() => navigate('/recipe', { state: { recipeForMeal: analysis.result.mealId } })}
            // A meal logged from words: the next one is typed too.
            text={lastInput?.kind === 'meal'}
            onAnalyseAnother={lastInput?.kind === 'meal' ? session.describe : session.startOver}
          />
        </>
      )}
      {analysis.status === 'recipe' && <ScanResultPanel result={analysis.result} />}
      {analysis.status === 'noFood' && <AnalysisProblem kind="noFood" onRetry={session.startOver} />}
      {badFile && (
        <AnalysisProblem
          kind="badFile"
          code={badFile.code}
          onRetry={() => session.chooseAnother(badFile.mode)}
        />
      )}
      {analysis.status === 'error' &&
        lastInput?.kind !== 'meal' &&
        (fileCodes.has(analysis.code) ? (
          <AnalysisProblem
            kind="badFile"
            code={analysis.code}
            onRetry={() => session.chooseAnother(analysis.mode)}
          />
        ) : (
          <AnalysisProblem
            kind="error"
            code={analysis.code}
            recipePhoto={analysis.mode === 'recipe' && lastInput?.kind === 'photo'}
            foodPhoto={analysis.mode === 'food' && lastInput?.kind === 'photo'}
            onRetry={session.retry}
            onResendVerification={() =>
              runVerification('sendVerification', () => sendVerificationEmail(), {
                success: 'settings.verify.sent',
              })
            }
          />
        ))}
    </>
  );
}
