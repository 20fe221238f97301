// What rev14_handed stands for: three Java providers (each the tool provider
// of its own service) built by R8 in full
// mode. Tasks's lambdas (Tasks.java) were merged into two classes told
// apart by $r8$classId: a (0: purge, line 6; 1: ping, line 7) and b (0:
// wipe, line 8; 1: drop, line 9); their
// bodies stayed static $r8$lambda$ methods of Tasks, and R8 inlined
// purge() and ping() into the providers (new a(context, id)).

// Tasks.java
final class Tasks {                                                          // 4
    static Runnable purge(Context c) { return () -> c.deleteFile("cache.db"); } // 6  (id 0)
    static Runnable ping(Context c) { return () -> Log.i("r14h", "ping"); }     // 7  (id 1)
    static Runnable wipe(Context c) { return () -> c.deleteFile("a.db"); }      // 8  (b, id 0)
    static Runnable drop(Context c) { return () -> c.deleteFile("b.db"); }      // 9  (b, id 1)
}

// SyncProvider.java: CETP619 — execute_tool, no deadline read, runs purge's lambda in place
public class SyncProvider extends ContentProvider {                          // 8
    @Override public Bundle call(String method, String arg, Bundle extras) { // 9
        if (!"execute_tool".equals(method)) return null;                     // 10
        Tasks.purge(getContext()).run();                                     // 11
        return null;                                                         // 12
    }
}

// PingProvider.java: near miss CETP619 — the same shape, but ping's case (id 1) only logs
public class PingProvider extends ContentProvider {                          // 8
    @Override public Bundle call(String method, String arg, Bundle extras) { // 9
        if (!"execute_tool".equals(method)) return null;                     // 10
        Tasks.ping(getContext()).run();                                      // 11
        return null;                                                         // 12
    }
}

// ArchiveProvider.java: the deadline is checked; the Consumer's flags decide what runs
public class ArchiveProvider extends ContentProvider {                       // 8
    @Override public Bundle call(String method, String arg, Bundle extras) { // 9
        if (!"execute_tool".equals(method)) return null;                     // 10
        if (extras.getLong("deadline_at_ms") < System.currentTimeMillis()) return null; // 11
        ExecutorService io = Executors.newSingleThreadExecutor();            // 12
        if (extras.getBoolean("confirmed")) io.execute(Tasks.purge(getContext())); // 13 CETP614
        if (extras.getBoolean("force")) io.execute(Tasks.ping(getContext()));     // 14 near miss CETP614
        return null;                                                         // 15
    }
}

// RearmProvider.java: the field's lambda is set in onCreate() (ping) or in rearm()
// (purge); R8 narrowed its type to a. Which case runs cannot be told, and
// only purge's deletes: CETP619 note at line 22, not a warning.
public class RearmProvider extends ContentProvider {                         // 8
    private Runnable job;                                                    // 9
    @Override public boolean onCreate() {                                    // 10
        job = Tasks.ping(getContext());                                      // 11
        return true;                                                         // 12
    }                                                                        // 13
                                                                             // 14
    void rearm() {                                                           // 15
        job = Tasks.purge(getContext());                                     // 16
    }                                                                        // 17
                                                                             // 18
    @Override public Bundle call(String method, String arg, Bundle extras) { // 19
        if ("rearm".equals(method)) { rearm(); return null; }                // 20
        if (!"execute_tool".equals(method)) return null;                     // 21
        job.run();                                                           // 22 CETP619 note
        return null;                                                         // 23
    }
}

// SweepProvider.java: the same shape with b (wipe in onCreate(), drop in rearm()):
// whichever case runs deletes a file with no deadline read, CETP619 warning at line 22.
public class SweepProvider extends ContentProvider {                         // 8
    private Runnable job;                                                    // 9
    @Override public boolean onCreate() {                                    // 10
        job = Tasks.wipe(getContext());                                      // 11
        return true;                                                         // 12
    }                                                                        // 13
                                                                             // 14
    void rearm() {                                                           // 15
        job = Tasks.drop(getContext());                                      // 16
    }                                                                        // 17
                                                                             // 18
    @Override public Bundle call(String method, String arg, Bundle extras) { // 19
        if ("rearm".equals(method)) { rearm(); return null; }                // 20
        if (!"execute_tool".equals(method)) return null;                     // 21
        job.run();                                                           // 22 CETP619
        return null;                                                         // 23
    }
}
