package com.kestrel.ledger.pipeline;

import android.util.Log;
import com.kestrel.ledger.identity.CallerCache;
import com.kestrel.ledger.identity.CallerIdentity;
import org.json.JSONException;

/**
 * Looks the caller up in the provider's identity cache and lets only the assistant through; later steps read the
 * identity from the request (request.caller()).
 */
public class IdentityInterceptor implements Interceptor {
    protected static final String ON_BEHALF_OF = "on_behalf_of_uid";

    protected final CallerCache callers;

    public IdentityInterceptor(CallerCache callers) {
        this.callers = callers;
    }

    /**
     * The UID whose identity this call runs under. A relay may name the app it acts for; this provider serves
     * only direct calls, so a named UID must be the caller's own.
     */
    protected int subjectUid(Request request) {
        int named = request.extras().getInt(ON_BEHALF_OF, request.uid());
        if (named != request.uid()) {
            Log.w("KestrelIdentity", "uid " + request.uid() + " named uid " + named + "; relayed calls are refused");
            return -1;
        }
        return request.uid();
    }

    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        int subject = subjectUid(request);
        if (subject < 0) {
            return Response.error(request, "PERMISSION_DENIED", "Calls relayed for another app are not accepted",
                    false);
        }
        CallerIdentity identity = callers.get(subject);
        if (!identity.trusted()) {
            return Response.error(request, "PERMISSION_DENIED", "This app may not use Kestrel Ledger's tools",
                    false);
        }
        return chain.proceed(request.withCaller(identity));
    }
}
