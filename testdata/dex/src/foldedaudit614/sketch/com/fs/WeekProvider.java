package com.fs;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashSet;
import java.util.Set;
import org.json.JSONObject;

/**
 * clear_week: the confirmation is folded into the parameter object from the agent's user_confirmed
 * (CETP614 where the field decides the deletion); discard_item: the same shape, but its approved field comes
 * from the provider's own review records, and the agent's dry_run only previews.
 */
public final class WeekProvider extends Base {
    private final Set<String> reviewed = new HashSet<>();
    private SQLiteDatabase db;

    @Override
    public boolean onCreate() {
        db = SQLiteDatabase.openOrCreateDatabase(getContext().getFilesDir() + "/weeks.db", null);
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10234 || extras == null || !"execute_tool".equals(method)) {
            return null;
        }
        try {
            JSONObject args = new JSONObject(extras.getString("arguments"));
            String requestId = extras.getString("request_id");
            boolean approved = reviewed.remove(requestId);
            if ("clear_week".equals(extras.getString("tool_name"))) {
                return clear(requestId, Mapper.clearWeek(args, approved));
            }
            return discard(requestId, Mapper.discard(args, approved));
        } catch (Exception e) {
            return reply(null, "INTERNAL_ERROR");
        }
    }

    private Bundle clear(String requestId, Params.ClearWeek params) {
        if (!params.confirmed) {
            return reply(requestId, "USER_ACTION_REQUIRED");
        }
        int n = db.delete("plans", "week = ?", new String[] {params.week});
        Bundle out = reply(requestId, null);
        out.putInt("deleted", n);
        return out;
    }

    private Bundle discard(String requestId, Params.Discard params) {
        if (!params.approved) {
            return reply(requestId, "USER_ACTION_REQUIRED");
        }
        if (params.dryRun || params.preview) {
            return reply(requestId, null);
        }
        db.delete("items", "id = ?", new String[] {params.item});
        return reply(requestId, null);
    }

    private static Bundle reply(String requestId, String error) {
        Bundle out = new Bundle();
        out.putInt("protocol_version", 2);
        out.putString("request_id", requestId);
        out.putBoolean("ok", error == null);
        if (error != null) {
            out.putString("error_code", error);
            out.putString("error_message", "The request needs the user");
        }
        return out;
    }
}
