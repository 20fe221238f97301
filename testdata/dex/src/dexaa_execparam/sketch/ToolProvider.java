// What dexaa_execparam stands for: javac 17 + D8 --min-api 26 (no R8). The lambdas are D8's
// synthetic classes (ToolProvider$$ExternalSyntheticLambdaN, numbered in the order javac met
// them: Runnable::run first, in the constructor). An executor a helper is given as a parameter
// is judged at each call of the helper by the executor that call passes.
package com.example.dxp;
                                                                                   // 6
public class ToolProvider extends ContentProvider {                                // 7
    private final Executor sync = Runnable::run;                                   // 8
    private final Executor pool = Executors.newSingleThreadExecutor();             // 9
                                                                                   // 10
    @Override public Bundle call(String method, String arg, Bundle extras) {       // 11
        Runner.run(sync, () -> Log.i("dxp", "sync " + Binder.getCallingUid()));    // 12 near miss 603: this call passes Runnable::run, which runs it in place
        Runner.run(pool, () -> Log.i("dxp", "pool " + Binder.getCallingUid()));    // 13 CETP603: this call passes a thread pool
        Runner.ping(sync);                                                         // 14 near miss 603: ping's only caller passes Runnable::run
        return null;                                                               // 15
    }                                                                              // 16
    @Override public boolean onCreate() { return true; }                           // 17
}

// Runner.java
final class Runner {                                                               // 5
    static void run(Executor e, Runnable r) { e.execute(r); }                      // 6
    static void ping(Executor e) {                                                 // 7
        e.execute(() -> Log.i("dxp", "ping " + Binder.getCallingUid()));           // 8
    }
}
