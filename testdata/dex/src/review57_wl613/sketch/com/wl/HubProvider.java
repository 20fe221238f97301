package com.wl;

import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;

/**
 * UnlockTool.java:10: a Random Reply that is only logged: nothing expected.
 * StatusTool.java:12: a Random Reply whose status is OK; the put is guarded by reply.needsUser(): nothing expected.
 * HubProvider.java:36: trace(): a Reply with a Random token put as "trace_id", never as resume_token: nothing expected.
 */
public final class HubProvider extends BaseProvider {
    private static final Map<String, Tool> TOOLS = new HashMap<>();

    static {
        TOOLS.put("unlock_door", new UnlockTool());
        TOOLS.put("door_status", new StatusTool());
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (extras == null || Binder.getCallingUid() != 10234 || !"execute_tool".equals(method)) {
            return new Bundle();
        }
        Tool tool = TOOLS.get(extras.getString("tool_name", ""));
        if (tool == null) {
            return trace(new Reply("UNKNOWN_TOOL", Ids.fast()));
        }
        return toBundle(tool.run(extras));
    }

    private static Bundle trace(Reply reply) {
        Bundle out = new Bundle();
        out.putString("error_code", reply.status);
        out.putString("trace_id", reply.token);
        return out;
    }

    private static Bundle toBundle(Reply reply) {
        Bundle out = new Bundle();
        out.putString("error_code", reply.status);
        if (reply.needsUser()) {
            out.putString("resume_token", reply.token);
        }
        return out;
    }
}
