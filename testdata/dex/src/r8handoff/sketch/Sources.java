// What r8handoff stands for: Java providers of one app (each the tool
// provider of its own service), built by R8 in full mode.
//
// Jobs.java: two lambdas of one shape; R8 merged their classes into
// com.example.r8w.a, told apart by $r8$classId (0 = purge, 1 = ping), and
// inlined both bodies into the merged run() (their lines kept, 6 and 7).
final class Jobs {                                                             // 4
    static Runnable purge(Context c) { return () -> c.deleteFile("cache.db"); } // 6  (a, id 0)
    static Runnable ping(Context c) { return () -> Log.i("r8w", "ping"); }      // 7  (a, id 1)
}

// HandProvider.java: execute_tool, no deadline read, hands ping's lambda to an
// executor. ping only logs: no CETP619 (the merged class's other case deletes).
public class HandProvider extends ContentProvider {                            // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 10
        if (!"execute_tool".equals(method)) return null;                       // 11
        Executors.newSingleThreadExecutor().execute(Jobs.ping(getContext()));  // 12
        return null;                                                           // 13
    }
}

// PurgeProvider.java: the same with purge: CETP619 at line 12.
public class PurgeProvider extends ContentProvider {                           // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 10
        if (!"execute_tool".equals(method)) return null;                       // 11
        Executors.newSingleThreadExecutor().execute(Jobs.purge(getContext())); // 12
        return null;                                                           // 13
    }
}

// DirectProvider.java: Jobs.ping(getContext()).run(); R8 inlined ping() and,
// the receiver's class being exact, turned the interface call into
// invoke-virtual a.run(). No CETP619.
public class DirectProvider extends ContentProvider {                          // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 10
        if (!"execute_tool".equals(method)) return null;                       // 11
        Jobs.ping(getContext()).run();                                         // 12
        return null;                                                           // 13
    }
}

// SweepProvider.java: the same with purge: CETP619 at line 12.
public class SweepProvider extends ContentProvider {                           // 8
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 10
        if (!"execute_tool".equals(method)) return null;                       // 11
        Jobs.purge(getContext()).run();                                        // 12
        return null;                                                           // 13
    }
}

// ShelfProvider.java: the lambda is kept in a field (R8 narrowed its type to
// a), set to ping in onCreate() and to purge in rearm(); which case the
// executor runs cannot be told: a CETP619 note at line 22, not a warning.
public class ShelfProvider extends ContentProvider {                           // 8
    private Runnable job;                                                      // 9
    @Override public boolean onCreate() {                                      // 10
        job = Jobs.ping(getContext());                                         // 11
        return true;                                                           // 12
    }
    void rearm() {                                                             // 15
        job = Jobs.purge(getContext());                                        // 16
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 19
        if ("rearm".equals(method)) { rearm(); return null; }                  // 20
        if (!"execute_tool".equals(method)) return null;                       // 21
        Executors.newSingleThreadExecutor().execute(job);                      // 22
        return null;                                                           // 23
    }
}

// LatchProvider.java: the same field, run in place; R8 made the call
// invoke-virtual a.run(): a CETP619 note at line 22.
public class LatchProvider extends ContentProvider {                           // 8
    private Runnable job;                                                      // 9
    @Override public boolean onCreate() {                                      // 10
        job = Jobs.ping(getContext());                                         // 11
        return true;                                                           // 12
    }
    void rearm() {                                                             // 15
        job = Jobs.purge(getContext());                                        // 16
    }
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 19
        if ("rearm".equals(method)) { rearm(); return null; }                  // 20
        if (!"execute_tool".equals(method)) return null;                       // 21
        job.run();                                                             // 22
        return null;                                                           // 23
    }
}

// StatProvider.java: two stateless lambdas; R8 merged them into c, whose
// <clinit> keeps one instance of each (INSTANCE = id 0, INSTANCE$1 = id 1),
// and inlined both bodies into c.run (lines 9 and 10 kept).
public class StatProvider extends ContentProvider {                            // 6
    private static final Runnable WHO =
        () -> Log.i("r8w", "uid " + Binder.getCallingUid());                   // 9  CETP603 (read on the executor's thread)
    private static final Runnable TICK = () -> Log.i("r8w", "tick");           // 10 near miss
    @Override public Bundle call(String method, String arg, Bundle extras) {   // 12
        ExecutorService io = Executors.newSingleThreadExecutor();              // 13
        if ("stats".equals(method)) io.execute(WHO);                           // 14
        else io.execute(TICK);                                                 // 15
        return null;                                                           // 16
    }
}
