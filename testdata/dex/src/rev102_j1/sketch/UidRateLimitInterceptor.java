package com.laserlog.machines;

import android.os.Bundle;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** One machine call per calling UID and second. */
final class UidRateLimitInterceptor implements Interceptor {
    private final Map<Integer, Long> last = new ConcurrentHashMap<>();

    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        long now = System.currentTimeMillis();
        Long prev = last.put(req.uid, now);
        if (prev != null && now - prev < 1000L) {
            return Reply.error("RATE_LIMITED", "one call per second");
        }
        return chain.proceed(req);
    }
}
