package com.kestrel.ledger.pipeline;

import android.util.Log;
import org.json.JSONException;

/** First in every pipeline: whatever goes wrong further down becomes a structured error with a fixed text. */
public final class RecoveryInterceptor implements Interceptor {
    private final String tag;

    public RecoveryInterceptor(String tag) {
        this.tag = tag;
    }

    @Override
    public Response intercept(Chain chain) {
        Request request = chain.request();
        try {
            return chain.proceed(request);
        } catch (JSONException e) {
            Log.w(tag, request.method() + " " + request.toolName() + ": bad JSON", e);
            return Response.error(request, "INVALID_ARGS", "The arguments do not match this tool's input schema",
                    false);
        } catch (RuntimeException e) {
            Log.w(tag, request.method() + " " + request.toolName() + " failed", e);
            return Response.error(request, "INTERNAL_ERROR", "Kestrel Ledger could not complete this call", false);
        }
    }
}
