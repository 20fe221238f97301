// What rev14_handed stands for: three Java providers (each the tool provider
// of its own service) built by R8 in full
// mode. The two lambdas of Tasks (Tasks.java) were merged into one class,
// a, told apart by $r8$classId (0: purge, line 6; 1: ping, line 7); their
// bodies stayed static $r8$lambda$ methods of Tasks, and R8 inlined
// purge() and ping() into the providers (new a(context, id)).

// Tasks.java
final class Tasks {                                                          // 4
    static Runnable purge(Context c) { return () -> c.deleteFile("cache.db"); } // 6  (id 0)
    static Runnable ping(Context c) { return () -> Log.i("r14h", "ping"); }     // 7  (id 1)
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
