package com.inkbarrow.cetp;

import android.os.Bundle;
import android.util.Log;
import java.util.Locale;

/**
 * The template every Inkbarrow tool follows: ask the provider for confirmation when the tool's policy wants it and
 * the call was not approved yet, then perform, and turn a failure into an INTERNAL_ERROR answer.
 */
public abstract class AbstractTool<A extends Args> implements Tool<A> {
    private static final String TAG = "InkTool";

    private final InkToolProvider host;
    private final ToolSpec spec;

    protected AbstractTool(InkToolProvider host, ToolSpec spec) {
        this.host = host;
        this.spec = spec;
    }

    @Override
    public final ToolSpec spec() {
        return spec;
    }

    @Override
    public final Bundle run(ToolCall call, A args) {
        if (!call.approved() && needsConfirmation(call, args)) {
            return host.requestConfirmation(call, summarize(args));
        }
        try {
            return perform(call, args);
        } catch (Exception e) {
            Log.w(TAG, spec.name() + " failed", e);
            return Replies.error(call.requestId(), Cetp.INTERNAL_ERROR, onError(e), false);
        }
    }

    /** ALWAYS asks on every call; PROVIDER_POLICY tools override this with their rule. */
    protected boolean needsConfirmation(ToolCall call, A args) {
        return ToolSpec.ALWAYS.equals(spec.confirmation());
    }

    protected String summarize(A args) {
        String detail = args.describe();
        return detail.isEmpty() ? spec.title() : spec.title() + ": " + detail;
    }

    protected abstract Bundle perform(ToolCall call, A args) throws Exception;

    /** The error_message of a failed call. */
    protected String onError(Throwable t) {
        return String.format(Locale.ROOT, "%s did not finish (%s)", spec.title(), reason(t));
    }

    /** A short, user-safe reason; tools that know their failures say more. */
    protected String reason(Throwable t) {
        return "internal error";
    }
}
