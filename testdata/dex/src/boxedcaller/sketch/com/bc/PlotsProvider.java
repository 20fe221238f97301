package com.bc;

import android.database.sqlite.SQLiteDatabase;
import android.os.Binder;
import android.os.Bundle;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;

/** Methods dispatched through a map of BiFunction<Integer, Bundle, Bundle> (the UID boxed to reach them). The session lookup binds the UID (no CETP620); a calling_package hint is only compared with the real package to refuse a mismatch (no CETP606). */
public final class PlotsProvider extends Base {
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
        if (!sessions.validFor(x.getString("session_token"), uid)) {
            return error(x, "NEGOTIATION_REQUIRED");
        }
        Bundle out = new Bundle();
        out.putString("tools", "[]");
        return out;
    }

    private Bundle execute(int uid, Bundle x) {
        if (!sessions.validFor(x.getString("session_token"), uid)) {
            return error(x, "NEGOTIATION_REQUIRED");
        }
        Caller caller = Caller.of(getContext().getPackageManager(), uid);
        boolean contradicted = Optional.ofNullable(x.getString("calling_package"))
                .filter(hint -> !hint.equals(caller.packageName))
                .isPresent();
        if (contradicted) {
            return error(x, "PERMISSION_DENIED");
        }
        String acting = caller.packageName;
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
