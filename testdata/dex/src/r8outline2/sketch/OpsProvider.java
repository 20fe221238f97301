// What OpsProvider's smali stands for, before R8 (minSdk 21).
// Map.getOrDefault is API 24: R8 wraps it in
// OpsProvider$$ExternalSyntheticApiModelOutline0.m, called by both lookups.
package com.example.r8o2;

public class OpsProvider extends ContentProvider {
    private final Map<String, String> ops = new HashMap<>();                   // 7
    @Override public boolean onCreate() { return true; }

    @Override public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();                                              // 11
        // TP CETP620: the operation id alone finds the state.
        out.putString("state", ops.getOrDefault(extras.getString("operation_id"), "unknown")); // 13
        // near miss CETP620: the key holds the caller's UID.
        out.putString("mine", ops.getOrDefault(Binder.getCallingUid() + ":" + extras.getString("operation_id"), "unknown")); // 15
        return out;                                                             // 16
    }
}
