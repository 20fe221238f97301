// rev24_synctoken: Java 17, javac + D8 --min-api 24. A record made under a
// synchronized block (monitor-enter; monitor-exit on the normal path and in
// a catch-all handler that covers itself) by static factories reading
// static final generators set in <clinit>.
record OpId(String value) {                                                   // OpId.java 7
    private static final Random FAST = new Random();                          // 8
    private static final SecureRandom STRONG = new SecureRandom();            // 9
    private static final Object LOCK = new Object();                          // 10
    static OpId next() {
        synchronized (LOCK) {                                                 // 13
            return new OpId(Long.toHexString(FAST.nextLong()));               // 14  TP CETP613
        }
    }
    static OpId secure() {
        synchronized (LOCK) {                                                 // 18
            return new OpId(Long.toHexString(STRONG.nextLong()));             // 19  NM CETP613
        }
    }
}
public class JobsProvider extends ContentProvider {                           // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                     // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                          // 28
        if ("start_job".equals(tool))                                         // 29
            return started(OpId.next());                                      // 30  TP CETP613 (this call)
        if ("start_export".equals(tool))                                      // 31
            return started(OpId.secure());                                    // 32  NM CETP613
        if ("start_logged".equals(tool))                                      // 33
            return logged(OpId.next());                                       // 34
        return Replies.error("TOOL_NOT_FOUND", "no such tool");               // 35
    }
    static OpId last;
    private Bundle logged(OpId id) {
        last = id;                                                            // 41  kept where other code may change it
        return Replies.success("{\"operation_id\":\"" + id.value() + "\"}"); // 42  CETP613 note (per field)
    }
    private Bundle started(OpId id) {
        return Replies.success("{\"operation_id\":\"" + id.value() + "\"}"); // 37
    }
}
