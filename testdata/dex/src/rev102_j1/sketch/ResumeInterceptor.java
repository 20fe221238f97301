package com.laserlog.machines;

import android.os.Bundle;
import android.util.Log;
import com.laserlog.core.Chain;
import com.laserlog.core.Interceptor;
import com.laserlog.core.Reply;
import com.laserlog.core.Request;
import com.laserlog.core.Tokens;
import com.laserlog.ui.ConfirmActivity;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Retiring a machine needs the member's confirmation, proven by a single-use resume token. */
final class ResumeInterceptor implements Interceptor {
    private final Map<String, Integer> pending = new ConcurrentHashMap<>();

    @Override
    public Bundle intercept(Request req, Chain chain) throws Exception {
        if (!req.isExecute("retire_machine")) {
            return chain.proceed(req);
        }
        if (req.args.optBoolean("confirmed")) {
            Log.i(MachineProvider.TAG, "confirmed flag ignored; a resume token is required");
        }
        String token = req.extras.getString("resume_token");
        Integer owner = token == null ? null : pending.remove(token);
        if (owner != null && owner == req.uid) {
            return chain.proceed(req);
        }
        String fresh = Tokens.secure();
        pending.put(fresh, req.uid);
        return Reply.needsUser(ConfirmActivity.pending(req.ctx, req.args.optString("machine")), fresh);
    }
}
