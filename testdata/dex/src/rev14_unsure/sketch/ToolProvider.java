// What rev14_unsure stands for: a Java provider built by R8 in full mode
// (minSdk 29). Each field holds one of two lambdas, set in onCreate() or in
// rearm(); R8 merged the lambdas of one interface into one class told apart
// by $r8$classId (a: Runnable, b: Binder.ThrowingRunnable, c: Callable) and
// narrowed each field's type to it. Which object a field holds when call()
// hands it over cannot be told from its class's initializers.
public class ToolProvider extends ContentProvider {                               // 7
    private final ExecutorService io = Executors.newSingleThreadExecutor();      // 8
    private Runnable pending;                  // R8: a                          // 9
    private Binder.ThrowingRunnable cleanup;   // R8: b                          // 10
    private Callable<String> probe;            // R8: c                          // 11

    @Override public boolean onCreate() {                                        // 13
        pending = () -> Log.i("r14u", "tick");                                   // 14 a id 0
        cleanup = () -> getContext().getSharedPreferences("r", 0).edit().clear().apply(); // 15 b id 0
        probe = () -> "uid " + Binder.getCallingUid();                           // 16 c id 0
        return true;                                                             // 17
    }

    void rearm() {                                                               // 20
        pending = () -> Log.i("r14u", "uid " + Binder.getCallingUid());          // 21 a id 1
        cleanup = () -> Log.i("r14u", getCallingPackage());                      // 22 b id 1
        probe = () -> getCallingPackage();                                       // 23 c id 1
    }

    @Override public Bundle call(String method, String arg, Bundle extras) {     // 26
        if ("rearm".equals(method)) rearm();                                     // 27
        io.execute(pending);           // 28 CETP603 note: a's case unknown, only id 1 reads
        Binder.withCleanCallingIdentity(cleanup); // 29 CETP611 note: b's case unknown, only id 1 reads
        io.submit(probe);              // 30 both of c's cases read: CETP603 at lines 16 and 23
        return null;                                                             // 31
    }
}
