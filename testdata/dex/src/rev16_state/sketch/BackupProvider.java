// rev16_state: Java 17, javac + D8 --min-api 26: the interface default method
// stays in CallerAware (no $-CC companion from API 24 on) and the provider
// calls it as invoke-virtual BackupProvider.callerTag(). Random::new is a
// D8 $$ExternalSyntheticLambda0 Supplier given to ThreadLocal.withInitial.
interface CallerAware {                                                       // CallerAware.java 5
    default String callerTag() { return "uid:" + Binder.getCallingUid(); }    // 6
}
final class OpIds {                                                           // OpIds.java 7
    private static final ThreadLocal<Random> RNG = ThreadLocal.withInitial(Random::new); // 8
    private static final AtomicReference<SecureRandom> SECURE =
            new AtomicReference<>(new SecureRandom());                        // 9
    static String next() { return Long.toHexString(RNG.get().nextLong()); }   // 11
    static String secure() {
        byte[] b = new byte[16];                                              // 14
        SECURE.get().nextBytes(b);                                            // 15
        return Base64.encodeToString(b, Base64.URL_SAFE | Base64.NO_WRAP | Base64.NO_PADDING); // 16
    }
}
final class Backups {                                                         // Backups.java
    static void start(Context c, String tag) { Log.i("backup", "backup for " + tag); }    // 8
    static void restore(Context c, String tag) { Log.i("backup", "restore for " + tag); } // 12
}
final class Quiet implements CallerAware {                                    // Quiet.java 5
    @Override public String callerTag() { return "audit"; }                   // 7
}
public class BackupProvider extends ContentProvider implements CallerAware {  // 14
    private static final Quiet QUIET = new Quiet();                           // 15
    @Override public boolean onCreate() { return true; }                      // 17
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("start_backup".equals(tool)) return startBackup();                // 29
        if ("restore_backup".equals(tool)) return restore();                  // 30
        if ("audit_backup".equals(tool)) return audit();                      // 31
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 32
    }
    private Bundle startBackup() {
        String tag = callerTag();                                             // 35  NM CETP611 (before the clear)
        long id = Binder.clearCallingIdentity();                              // 36
        try {
            Backups.start(getContext(), tag);                                 // 38
        } finally {
            Binder.restoreCallingIdentity(id);                                // 40
        }
        return Replies.success("{\"operation_id\":\"" + OpIds.next() + "\"}"); // 42  TP CETP613 (ThreadLocal<Random>)
    }
    private Bundle restore() {
        long id = Binder.clearCallingIdentity();                              // 46
        try {
            Backups.restore(getContext(), callerTag());                       // 48  TP CETP611 (default method, inside the window)
        } finally {
            Binder.restoreCallingIdentity(id);                                // 50
        }
        return Replies.success("{\"operation_id\":\"" + OpIds.secure() + "\"}"); // 52  NM CETP613 (SecureRandom in an AtomicReference)
    }
    private Bundle audit() {                                                  // added after the first scan
        long id = Binder.clearCallingIdentity();                              // 56
        try {
            Backups.start(getContext(), QUIET.callerTag());                   // 58  NM CETP611 (Quiet overrides the default)
        } finally {
            Binder.restoreCallingIdentity(id);                                // 60
        }
        return Replies.success("{\"trace_id\":\"" + OpIds.next() + "\"}"); // 62  NM CETP613 (a trace id, not a token)
    }
}
