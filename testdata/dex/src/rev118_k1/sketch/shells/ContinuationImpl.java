package kotlin.coroutines.jvm.internal;

import kotlin.coroutines.Continuation;
import kotlin.coroutines.ContinuationInterceptor;
import kotlin.coroutines.CoroutineContext;

// Shell of the stdlib class (ContinuationImpl.kt): a continuation with a context and its intercepted twin.
public abstract class ContinuationImpl extends BaseContinuationImpl {
    private final CoroutineContext _context;
    private transient Continuation<Object> intercepted;

    public ContinuationImpl(Continuation<Object> completion, CoroutineContext context) {
        super(completion);
        this._context = context;
    }

    public ContinuationImpl(Continuation<Object> completion) {
        this(completion, completion != null ? completion.getContext() : null);
    }

    public CoroutineContext getContext() {
        return _context;
    }

    public final Continuation<Object> intercepted() {
        Continuation<Object> c = intercepted;
        if (c == null) {
            ContinuationInterceptor interceptor = (ContinuationInterceptor) getContext().get(ContinuationInterceptor.Key);
            c = interceptor != null ? interceptor.interceptContinuation(this) : this;
            intercepted = c;
        }
        return c;
    }

    protected void releaseIntercepted() {
        Continuation<Object> c = intercepted;
        if (c != null && c != this) {
            ContinuationInterceptor interceptor = (ContinuationInterceptor) getContext().get(ContinuationInterceptor.Key);
            interceptor.releaseInterceptedContinuation(c);
        }
        intercepted = CompletedContinuation.INSTANCE;
    }
}
