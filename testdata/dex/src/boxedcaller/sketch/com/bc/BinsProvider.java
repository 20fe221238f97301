package com.bc;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/** The same dispatch, but the session is looked up by its token alone (CETP620) and the calling_package hint, when sent, is taken as the acting app (CETP606). */
public final class BinsProvider extends Base {
    private final Map<String, BiFunction<Integer, Bundle, Bundle>> methods = new HashMap<>();
    private Sessions sessions;

    @Override
    public boolean onCreate() {
        sessions = new Sessions(SQLiteDatabase.openOrCreateDatabase(getContext().getFilesDir() + "/s.db", null));
        methods.put("list_tools", (uid, x) -> listTools(uid, x));
        methods.put("execute_tool", (uid, x) -> execute(uid, x));
        return true;
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();
        BiFunction<Integer, Bundle, Bundle> handler = methods.get(method);
        if (handler == null || extras == null) {
            return error(extras, "METHOD_NOT_FOUND");
        }
        return handler.apply(uid, extras);
    }

    private Bundle listTools(int uid, Bundle x) {
        if (!sessions.valid(x.getString("session_token"))) {
            return error(x, "NEGOTIATION_REQUIRED");
        }
        Bundle out = new Bundle();
        out.putString("tools", "[]");
        return out;
    }

    private Bundle execute(int uid, Bundle x) {
        if (!sessions.valid(x.getString("session_token"))) {
            return error(x, "NEGOTIATION_REQUIRED");
        }
        Caller caller = Caller.of(getContext().getPackageManager(), uid);
        String acting = Optional.ofNullable(x.getString("calling_package"))
                .filter(hint -> !hint.isEmpty())
                .orElse(caller.packageName);
        Bundle out = new Bundle();
        out.putString("acting_package", acting);
        return out;
    }

    private static Bundle error(Bundle x, String code) {
        Bundle out = new Bundle();
        out.putInt("protocol_version", 2);
        out.putString("request_id", x == null ? null : x.getString("request_id"));
        out.putBoolean("ok", false);
        out.putString("error_code", code);
        out.putString("error_message", "The request was refused");
        return out;
    }
}
