package com.laserlog.machines;

import android.os.Bundle;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;

/** Refuses an execute_tool whose deadline has passed. */
final class DeadlineInterceptor implements Interceptor {
    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        long deadline = req.extras.getLong("deadline_at_ms", 0L);
        if (deadline != 0L && deadline <= System.currentTimeMillis()) {
            return Reply.error("DEADLINE_EXCEEDED", "deadline passed");
        }
        return chain.proceed(req);
    }
}
