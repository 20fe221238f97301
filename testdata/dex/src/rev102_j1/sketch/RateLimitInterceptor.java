package com.laserlog.booking;

import android.os.Bundle;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;
import com.laserlog.core.StringUtils;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** One booking call per caller package and second. */
final class RateLimitInterceptor implements Interceptor {
    private final Map<String, Long> last = new ConcurrentHashMap<>();

    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        String key = req.extras.getString("calling_package");
        if (StringUtils.isBlank(key)) {
            key = req.ctx.getPackageManager().getPackagesForUid(req.uid)[0];
        }
        long now = System.currentTimeMillis();
        Long prev = last.put(key, now);
        if (prev != null && now - prev < 1000L) {
            return Reply.error("RATE_LIMITED", "one call per second");
        }
        return chain.proceed(req);
    }
}
