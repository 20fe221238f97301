// Sketch of guavakept (javac + D8 + R8): the app of guavahops's direct
// executor, with the part of Guava it uses kept in the dex by R8 under
// Guava's own names (MoreExecutors.directExecutor and the DirectExecutor
// enum it returns; R8 keeps only what is reached).
package com.example.gk;

public class ToolProvider extends ContentProvider {                         // 12
    private final Executor inline = MoreExecutors.directExecutor();         // 13
    private final Executor pool = Executors.newSingleThreadExecutor();      // 14

    @Override public Bundle call(String method, String arg, Bundle extras) {
        inline.execute(() -> note());   // 18 near miss 603: runs in place (note, line 23)
        pool.execute(() -> note2());    // 19 TP 603 (note2, line 25)
        return null;                    // 20
    }

    private void note() { Log.i("gk", "pkg " + getCallingPackage()); }     // 23

    private void note2() { Log.i("gk", "pkg " + getCallingPackage()); }    // 25
}

// Guava, as R8 keeps it (sources of com.google.common.util.concurrent):
//   public final class MoreExecutors { public static Executor directExecutor() { return DirectExecutor.INSTANCE; } }
//   enum DirectExecutor implements Executor { INSTANCE; public void execute(Runnable command) { command.run(); } }
