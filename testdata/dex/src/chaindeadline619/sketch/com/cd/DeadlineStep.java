package com.cd;

import android.os.Bundle;

/** Stops a call whose deadline has passed before any later step runs. */
final class DeadlineStep implements Step {
    @Override
    public Bundle handle(Step.Chain chain) {
        Bundle request = chain.request();
        long deadline = request.getLong("deadline_at_ms");
        if (deadline <= 0 || System.currentTimeMillis() >= deadline) {
            Bundle error = new Bundle();
            error.putString("error_code", "DEADLINE_EXCEEDED");
            return error;
        }
        return chain.proceed(request);
    }
}
