package kotlin.coroutines.jvm.internal;

import java.io.Serializable;
import kotlin.ResultKt;
import kotlin.coroutines.Continuation;
import kotlin.coroutines.intrinsics.IntrinsicsKt;

// Shell of the stdlib class (ContinuationImpl.kt) that a debug APK carries: the resume loop
// that drives a state machine's invokeSuspend and hands the result to its completion.
public abstract class BaseContinuationImpl implements Continuation<Object>, CoroutineStackFrame, Serializable {
    private final Continuation<Object> completion;

    public BaseContinuationImpl(Continuation<Object> completion) {
        this.completion = completion;
    }

    public final Continuation<Object> getCompletion() {
        return completion;
    }

    public final void resumeWith(Object result) {
        BaseContinuationImpl current = this;
        Object param = result;
        while (true) {
            DebugProbesKt.probeCoroutineResumed(current);
            Continuation<Object> next = current.completion;
            Object outcome;
            try {
                outcome = current.invokeSuspend(param);
                if (outcome == IntrinsicsKt.getCOROUTINE_SUSPENDED()) {
                    return;
                }
            } catch (Throwable t) {
                outcome = ResultKt.createFailure(t);
            }
            current.releaseIntercepted();
            if (next instanceof BaseContinuationImpl) {
                current = (BaseContinuationImpl) next;
                param = outcome;
            } else {
                next.resumeWith(outcome);
                return;
            }
        }
    }

    protected abstract Object invokeSuspend(Object result);

    protected void releaseIntercepted() {
    }

    public Continuation<kotlin.Unit> create(Continuation<?> completion) {
        throw new UnsupportedOperationException("create(Continuation) has not been overridden");
    }

    public Continuation<kotlin.Unit> create(Object value, Continuation<?> completion) {
        throw new UnsupportedOperationException("create(Any?;Continuation) has not been overridden");
    }

    public CoroutineStackFrame getCallerFrame() {
        return completion instanceof CoroutineStackFrame ? (CoroutineStackFrame) completion : null;
    }

    public StackTraceElement getStackTraceElement() {
        return null;
    }

    public String toString() {
        return "Continuation at " + getClass().getName();
    }
}
