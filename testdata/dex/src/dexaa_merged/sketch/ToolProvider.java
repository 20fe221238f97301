// What dexaa_merged stands for: a Java provider built by R8 in full mode (minSdk 29). R8 merged
// the provider's three Runnable lambdas into one class a, told apart by $r8$classId, and
// narrowed the fields' types to it. pending holds id 0 (set in onCreate) or id 1 (set in rearm):
// which one call() hands over cannot be told from the class's initializers. fixed holds id 2,
// made in the constructor.
public class ToolProvider extends ContentProvider {                               // 7
    private final ExecutorService io = Executors.newSingleThreadExecutor();      // 8
    private final Runnable fixed = () -> Log.i("dam", "fixed");  // R8: a id 2  // 9
    private Runnable pending;                                    // R8: a        // 10

    @Override public boolean onCreate() {                                        // 12
        pending = () -> Log.i("dam", "tick");                                    // 13 a id 0
        return true;                                                             // 14
    }

    void rearm() {                                                               // 17
        pending = () -> getContext().getSharedPreferences("jobs", 0).edit().clear().commit(); // 18 a id 1
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {     // 21
        if ("rearm".equals(method)) rearm();                                     // 22
        if (extras.getBoolean("confirmed")) io.execute(pending);                 // 23 CETP614 note: which case runs cannot be told; id 1 writes
        if (extras.getBoolean("force")) io.execute(fixed);                       // 24 near miss CETP614: fixed is id 2, which only logs
        return null;                                                             // 25
    }
}
