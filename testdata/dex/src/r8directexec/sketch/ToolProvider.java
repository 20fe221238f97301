// What r8directexec stands for: a Java provider built by R8 with the default
// proguard-android.txt (-dontoptimize: nothing inlined or merged, names
// shrunk), `-keepattributes SourceFile,LineNumberTable` and
// `-keep class com.example.rdx.** { *; }`. Guava is shrunk into
// the APK and renamed: MoreExecutors is a.a.b (directExecutor renamed a), its
// DirectExecutor enum a.a.a (INSTANCE renamed a). The lambdas are D8's
// synthetic classes (ToolProvider$$ExternalSyntheticLambdaN, numbered in the
// order javac met them: Runnable::run first, in the constructor).
package com.example.rdx;
                                                                                   // 8
public class ToolProvider extends ContentProvider {                                // 9
    private final Executor inline = MoreExecutors.directExecutor();                // 10
    private final Executor sync = Runnable::run;                                   // 11
    private final Executor checked = new InlineExecutor();                         // 12
    private final Executor main = new MainThreadExecutor();                        // 13
                                                                                   // 14
    @Override public Bundle call(String method, String arg, Bundle extras) {       // 15
        inline.execute(() -> Log.i("rdx", "inline " + Binder.getCallingUid()));   // 16 near miss 603: Guava's direct executor, renamed by R8
        sync.execute(() -> Log.i("rdx", "sync " + Binder.getCallingUid()));       // 17 near miss 603: Runnable::run runs it in place
        checked.execute(() -> Log.i("rdx", "checked " + Binder.getCallingUid())); // 18 near miss 603: run in place through a helper
        main.execute(() -> Log.i("rdx", "main " + Binder.getCallingUid()));       // 19 CETP603: posted to the main thread's queue
        return null;                                                               // 20
    }                                                                              // 21
    @Override public boolean onCreate() { return true; }                           // 22
}

// InlineExecutor.java
final class InlineExecutor implements Executor {                                   // 5
    @Override public void execute(Runnable r) { runNow(r); }                       // 6
    private static void runNow(Runnable r) { Objects.requireNonNull(r); r.run(); } // 7
}

// MainThreadExecutor.java: runs the body in place only when called on the
// main thread, which a Binder call never is.
final class MainThreadExecutor implements Executor {                               // 6
    private final Handler handler = new Handler(Looper.getMainLooper());           // 7
    @Override public void execute(Runnable r) {                                    // 8
        if (Looper.myLooper() == Looper.getMainLooper()) r.run();                  // 9
        else handler.post(r);                                                      // 10
    }
}

// Guava, as R8 shrank and renamed it (sources of com.google.common.util.concurrent):
//   public final class MoreExecutors { public static Executor directExecutor() { return DirectExecutor.INSTANCE; } }
//   enum DirectExecutor implements Executor { INSTANCE; public void execute(Runnable command) { command.run(); } }
