// What SessionProvider's and PlainProvider's smali stand for, before R8.
// TextUtils.isEmpty(extras.getString(key)), repeated by both, is one
// outline: AlertProvider$$ExternalSyntheticOutline0.m(Object, String).
package com.example.r8o3;

// near miss CETP625: session_token is read, through the outline, first
public final class SessionProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        if (TextUtils.isEmpty(extras.getString("session_token"))) return null;   // 9
        if ("list_tools".equals(method) || "execute_tool".equals(method)) {       // 10
            return new Bundle();                                                  // 11
        }
        return null;                                                              // 13
    }
}

// TP CETP625: the same outline reads request_id; session_token never
public final class PlainProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        if (TextUtils.isEmpty(extras.getString("request_id"))) return null;      // 20
        if ("list_tools".equals(method) || "execute_tool".equals(method)) {       // 21
            return new Bundle();                                                  // 22
        }
        return null;                                                              // 24
    }
}

// near miss CETP625: session_token read from the args JSON, through the
// outline of new JSONObject(arg).optString(key)
// (AlertProvider$$ExternalSyntheticOutline0.m(String, String) -> String)
public final class JsonSessionProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        try {
            if (new JSONObject(arg).optString("session_token").isEmpty()) return null;   // 32
        } catch (JSONException e) {
            return null;                                                                   // 34
        }
        if ("list_tools".equals(method) || "execute_tool".equals(method)) {                // 36
            return new Bundle();                                                           // 37
        }
        return null;                                                                       // 39
    }
}
