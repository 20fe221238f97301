// rev29_handler: Java 17, javac + D8 --min-api 24. Work goes to a HandlerThread:
// a Handler built with a Handler.Callback method reference (this::onMessage,
// D8's $$ExternalSyntheticLambda0) receiving sendMessage(obtainMessage(...)),
// postAtFrontOfQueue(this::flush), and postDelayed of a capturing lambda
// (javac's private lambda$call$0, which D8 makes a public instance method
// renamed lambda$call$0$com-example-r29h-SyncProvider).
public class SyncProvider extends ContentProvider {                             // SyncProvider.java
    private static final int MSG_SYNC = 1;
    private Handler worker;
    @Override public boolean onCreate() {
        HandlerThread t = new HandlerThread("sync");                            // 12
        t.start();                                                              // 13
        worker = new Handler(t.getLooper(), this::onMessage);                   // 14
        return true;                                                            // 15
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 21
        // 22-26: Callers.trusted, negotiate, session_token, execute_tool, deadline_at_ms
        String tool = extras.getString("tool_name");                            // 28
        if ("sync_contacts".equals(tool)) {                                     // 29
            worker.sendMessage(worker.obtainMessage(MSG_SYNC, extras.getString("account"))); // 30
            return Replies.success("{\"queued\":true}");                        // 31
        }
        if ("flush_log".equals(tool)) {                                         // 33
            worker.postAtFrontOfQueue(this::flush);                             // 34
            return Replies.success("{}");                                       // 35
        }
        if ("audit_log".equals(tool)) {                                         // 37
            worker.postDelayed(() -> audit(uid), 500L);                         // 38
            return Replies.success("{}");                                       // 39
        }
        return Replies.error("TOOL_NOT_FOUND", "no such tool");                 // 41
    }
    boolean onMessage(Message m) {
        if (m.what == MSG_SYNC) {                                               // 44
            sync((String) m.obj);                                               // 45
            return true;                                                        // 46
        }
        return false;                                                           // 48
    }
    private void sync(String account) {
        String caller = getCallingPackage();                                    // 51  TP CETP603 (runs in handleMessage on the HandlerThread)
        Log.i("sync", account + " for " + caller);                              // 52
    }
    void flush() {
        int uid = Binder.getCallingUid();                                       // 55  TP CETP603 (postAtFrontOfQueue)
        Log.i("flush", "by " + uid);                                            // 56
    }
    private void audit(int uid) {
        Log.i("audit", "by " + uid);                                            // 59  NM CETP603 (uid read in call())
    }
}
