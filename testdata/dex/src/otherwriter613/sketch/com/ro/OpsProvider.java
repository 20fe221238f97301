package com.ro;

import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/**
 * export: SecureRandom id, Command -> Accepted, put as operation_id: silent.
 * compact: a local Command with a clock id, kept in a list and never put in any reply: silent.
 */
public final class OpsProvider extends Base {
    private final Jobs jobs = new Jobs();
    private final List<Jobs.Command> local = new ArrayList<>();

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        String tool = extras == null ? "" : extras.getString("tool_name");
        if ("export".equals(tool)) {
            Jobs.Command c = new Jobs.Command(jobs.secure());
            return accepted(new Jobs.Accepted(c.operationId));
        } else if ("compact".equals(tool)) {
            local.add(new Jobs.Command(jobs.clockId()));
            out.putString("status", "ok");
            return out;
        }
        out.putString("error_code", "TOOL_NOT_FOUND");
        return out;
    }

    private static Bundle accepted(Jobs.Accepted reply) {
        Bundle out = new Bundle();
        out.putString("status", "accepted");
        out.putString("operation_id", reply.operationId);
        return out;
    }
}
