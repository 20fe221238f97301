// rev29_variants: Java 17, javac + D8 --min-api 24; written after the first
// run, before its own scan, to try the rev29 fixes on other forms of the
// same ideas: a concrete base provider (not abstract) whose call() the
// declared subclass inherits and whose handle() it overrides; an error
// builder made by a static factory (Reply.auth()) and either built bare or
// completed by the caller on the Bundle it builds; ledgers in static
// final fields set in <clinit>, formatting Math.abs of a draw.
public class BaseProvider extends ContentProvider {                             // BaseProvider.java
    @Override public boolean onCreate() { return true; }                        // 7
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        return handle(tool, extras, uid);                                       // 29
    }
    protected Bundle handle(String tool, Bundle args, int uid) {
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 32
    }
}
final class Reply {                                                             // Reply.java
    static Builder auth() { return new Builder().code("AUTH_REQUIRED"); }      // 6
    static final class Builder {
        private final Bundle b = new Bundle();                                  // 8
        Builder code(String code) { b.putString("error_code", code); return this; }   // 9
        Builder message(String m) { b.putString("error_message", m); return this; }   // 10
        Bundle build() {
            b.putString("status", "error");                                     // 12
            b.putBoolean("retryable", false);                                   // 13
            b.putInt("protocol_version", 2);                                    // 14
            return b;                                                           // 15
        }
    }
}
final class OpLedger {                                                          // OpLedger.java
    private final Random rnd;
    OpLedger(Random rnd) { this.rnd = rnd; }                                    // 7
    String next() { return Integer.toHexString(Math.abs(rnd.nextInt())); }     // 8
}
public class NotesProvider extends BaseProvider {                              // NotesProvider.java
    private static final OpLedger AUDIT_IDS = new OpLedger(new Random());       // 8
    private static final OpLedger SYNC_IDS = new OpLedger(new SecureRandom());  // 9
    @Override protected Bundle handle(String tool, Bundle args, int uid) {
        if ("login".equals(tool)) return Reply.auth().message("sign in first").build(); // 12  TP CETP508
        if ("relogin".equals(tool)) {                                           // 13
            Bundle b = Reply.auth().message("sign in again").build();           // 14  NM CETP508
            Intent i = new Intent(getContext(), ConfirmActivity.class);         // 15
            b.putParcelable("resolution", PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE)); // 16
            b.putString("resume_token", Resumes.issue(uid));                    // 17
            return b;                                                           // 18
        }
        if ("start_audit".equals(tool)) return started(AUDIT_IDS.next());       // 20  TP CETP613
        if ("start_sync".equals(tool)) return started(SYNC_IDS.next());         // 21  NM CETP613
        if ("lock_account".equals(tool)) {                                      // 23 (added after the scan)
            last = new Reply.Builder().code("AUTH_REQUIRED");                   // 23
            return finish();                                                    // 24  a note: the builder goes on in a field
        }
        if ("lock_device".equals(tool)) return authFor(new Reply.Builder());    // 26 (added after the scan)
        return super.handle(tool, args, uid);                                   // 27
    }
    private static Bundle authFor(Reply.Builder b) {                            // a note at 34: the builder is a parameter
        return b.code("AUTH_REQUIRED").message("device locked").build();        // 34
    }
    private Reply.Builder last;
    private Bundle finish() { return last.message("locked").build(); }          // 31
    private static Bundle started(String op) {
        Bundle b = Replies.success("{}");                                       // 25
        b.putString("status", "accepted");                                      // 26
        b.putString("operation_id", op);                                        // 27
        b.putLong("poll_after_ms", 1000L);                                      // 28
        return b;                                                               // 29
    }
}
