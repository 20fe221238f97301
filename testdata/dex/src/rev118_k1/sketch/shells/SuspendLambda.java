package kotlin.coroutines.jvm.internal;

import kotlin.coroutines.Continuation;
import kotlin.jvm.internal.FunctionBase;
import kotlin.jvm.internal.Reflection;

// Shell of the stdlib class (SuspendLambda.kt): the base of every compiled suspend lambda.
public abstract class SuspendLambda extends ContinuationImpl implements FunctionBase<Object>, SuspendFunction {
    private final int arity;

    public SuspendLambda(int arity, Continuation<Object> completion) {
        super(completion);
        this.arity = arity;
    }

    public SuspendLambda(int arity) {
        this(arity, null);
    }

    public int getArity() {
        return arity;
    }

    public String toString() {
        return getCompletion() == null ? Reflection.renderLambdaToString(this) : super.toString();
    }
}
