// What BatchProvider's smali stands for, before R8 (minSdk 21). Both
// reads, new JSONObject(arg).optBoolean(key), are one outline:
// AlertProvider$$ExternalSyntheticOutline0.m(String, String). (R8 keeps
// the JSONException handler in call(); the outline only throws.)
package com.example.r8o3;

public final class BatchProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        try {
            // TP CETP614: "user_confirmed" from the args JSON decides the purge
            if (new JSONObject(arg).optBoolean("user_confirmed")) {                 // 12
                getContext().deleteDatabase("batch.db");                          // 13
            }
            // near miss CETP614: "notify" decides the purge, a flag that confirms nothing
            if (new JSONObject(arg).optBoolean("notify")) {                         // 16
                getContext().deleteDatabase("outbox.db");                         // 17
            }
        } catch (JSONException e) {
            return null;                                                          // 20
        }
        return new Bundle();                                                      // 22
    }
}
