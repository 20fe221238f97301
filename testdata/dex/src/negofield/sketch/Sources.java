// What negofield stands for: two Java providers (javac + D8, minSdk 21), each
// the tool provider of its own service. Both keep a flag in a field, set in
// a helper and branched on in call().

// NegoProvider.java: the flag is the negotiate test ("negotiate".equals(method)):
// the preferences write under it is negotiate's, not execute_tool's, which
// reads the deadline before its delete. No CETP619.
public class NegoProvider extends ContentProvider {                           // 8
    private boolean negotiating;                                              // 9
                                                                              // 10
    private void classify(String method) {                                    // 11
        negotiating = "negotiate".equals(method);                             // 12
    }                                                                         // 13
                                                                              // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {  // 15
        classify(method);                                                     // 16
        if (negotiating) {                                                    // 17
            getContext().getSharedPreferences("s", 0).edit()
                .putLong("seen", System.currentTimeMillis()).apply();         // 18
            return new Bundle();                                              // 19
        }                                                                     // 20
        if (!"execute_tool".equals(method)) return null;                      // 21
        if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 22
        getContext().deleteFile("cache.db");                                  // 23
        return null;                                                          // 24
    }
}

// TraceProvider.java: the same shape, but the flag is a request argument
// (extras.getBoolean("trace")), so the write under it runs for execute_tool
// too, before the deadline is read: CETP619 at line 18.
public class TraceProvider extends ContentProvider {                          // 8
    private boolean tracing;                                                  // 9
                                                                              // 10
    private void classify(Bundle extras) {                                    // 11
        tracing = extras.getBoolean("trace");                                 // 12
    }                                                                         // 13
                                                                              // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {  // 15
        classify(extras);                                                     // 16
        if (tracing) {                                                        // 17
            getContext().getSharedPreferences("s", 0).edit()
                .putLong("seen", System.currentTimeMillis()).apply();         // 18
            return new Bundle();                                              // 19
        }                                                                     // 20
        if (!"execute_tool".equals(method)) return null;                      // 21
        if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 22
        getContext().deleteFile("cache.db");                                  // 23
        return null;                                                          // 24
    }
}
