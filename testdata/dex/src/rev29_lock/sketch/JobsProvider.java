// rev29_lock: Java 17, javac + D8 --min-api 24. Two instances of one ledger
// class (a ReentrantLock around the id generator, javac's finally copies of
// unlock) built on different generators: java.util.Random for operation ids,
// SecureRandom for resume tokens. A synchronized block (monitor-enter/exit and
// D8's catch-all copy) inside a clearCallingIdentity window calls a helper that
// reads the calling package.
final class OpLedger {                                                          // OpLedger.java
    private final ReentrantLock lock = new ReentrantLock();                     // 8
    private final Random rnd;
    private final Map<String, Integer> owners = new HashMap<>();                // 10
    OpLedger(Random rnd) { this.rnd = rnd; }                                    // 11
    String open(int uid) {
        lock.lock();                                                            // 13
        try {
            String id = Long.toString(rnd.nextLong() & Long.MAX_VALUE, 36);     // 15  TP CETP613 (ops: java.util.Random)
            owners.put(id, uid);                                                // 16
            return id;                                                          // 17
        } finally {
            lock.unlock();                                                      // 19
        }
    }
}
public class JobsProvider extends ContentProvider {                             // JobsProvider.java
    private final OpLedger ops = new OpLedger(new Random());                    // 9
    private final OpLedger resumes = new OpLedger(new SecureRandom());          // 10
    private final Object auditLock = new Object();                              // 11
    private final List<String> auditTrail = new ArrayList<>();                  // 12
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("start_backup".equals(tool)) return started(ops.open(uid));         // 29  TP CETP613 (operation_id; or at OpLedger.open:15)
        if ("approve_restore".equals(tool)) return needsUser(resumes.open(uid)); // 30  NM CETP613 (resume_token from SecureRandom)
        if ("compact_db".equals(tool)) return compact();                        // 31
        if ("vacuum_db".equals(tool)) return vacuum();                          // 32
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 33
    }
    private Bundle compact() {
        long token = Binder.clearCallingIdentity();                             // 36
        try {
            synchronized (auditLock) {                                          // 38
                auditTrail.add("compact by " + callerTag());                    // 39  TP CETP611 (callerTag, line 58, in the cleared window)
            }
            getContext().getContentResolver().notifyChange(JOBS, null);         // 41
        } finally {
            Binder.restoreCallingIdentity(token);                               // 43
        }
        return Replies.success("{}");                                           // 45
    }
    private Bundle vacuum() {
        String who = callerTag();                                               // 48  NM CETP611 (read before clearing)
        long token = Binder.clearCallingIdentity();                             // 49
        try {
            synchronized (auditLock) { auditTrail.add("vacuum by " + who); }    // 51
        } finally {
            Binder.restoreCallingIdentity(token);                               // 53
        }
        return Replies.success("{}");                                           // 55
    }
    private String callerTag() { return getCallingPackage(); }                  // 58
    private static Bundle started(String op) {
        Bundle b = Replies.success("{}");                                       // 61
        b.putString("status", "accepted");                                      // 62
        b.putString("operation_id", op);                                        // 63
        b.putLong("poll_after_ms", 2000L);                                      // 64
        return b;                                                               // 65
    }
    private Bundle needsUser(String token) {
        Intent i = new Intent(getContext(), ConfirmActivity.class);             // 68
        Bundle b = Replies.error("USER_ACTION_REQUIRED", "confirm the restore"); // 69
        b.putParcelable("resolution", PendingIntent.getActivity(getContext(), 0, i, PendingIntent.FLAG_IMMUTABLE)); // 70
        b.putString("resume_token", token);                                     // 71
        return b;                                                               // 72
    }
    private static final Uri JOBS = Uri.parse("content://com.example.r29l.tools/jobs"); // 74
}
