package com.kestrel.ledger.pipeline;

import org.json.JSONException;

/** Nothing after this step starts once the Consumer's deadline has passed. */
public final class DeadlineInterceptor implements Interceptor {
    @Override
    public Response intercept(Chain chain) throws JSONException {
        Request request = chain.request();
        if (Request.NEGOTIATE.equals(request.method())) {
            return chain.proceed(request);
        }
        long deadline = request.extras().getLong("deadline_at_ms", 0L);
        if (deadline <= 0L) {
            return Response.error(request, "INVALID_REQUEST", "deadline_at_ms is required", false);
        }
        if (System.currentTimeMillis() >= deadline) {
            return Response.error(request, "DEADLINE_EXCEEDED", "The deadline passed before Kestrel Ledger started",
                    false);
        }
        return chain.proceed(request);
    }
}
