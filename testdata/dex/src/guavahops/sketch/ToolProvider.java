// Sketch of guavahops (javac + D8). Guava is referenced, not bundled (an
// app whose R8 keeps Guava under its own names looks the same at the call).
package com.example.gh;

public class ToolProvider extends ContentProvider {                                        // 14
    private final ListeningExecutorService pool =
            MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));             // 16
    private final Executor inline = MoreExecutors.directExecutor();                        // 17

    @Override public Bundle call(String method, String arg, Bundle extras) {
        ListenableFuture<?> f = pool.submit(() -> audit());        // 21 TP 603 (audit, line 37)
        Futures.addCallback(f, new AuditCallback(), pool);          // 22 TP 603 (AuditCallback.onSuccess, line 8)
        inline.execute(() -> note());                                // 23 near miss 603: runs in place (note, line 41)
        Futures.addCallback(Futures.immediateFuture("x"), new InlineCallback(),
                MoreExecutors.directExecutor());                     // 24-25 near miss 603: complete future, direct executor (InlineCallback.onSuccess, line 8)
        Bundle b = new Bundle();                                     // 26
        try { load(arg); }                                           // 27
        catch (IOException e) {
            b.putString("error_message", Throwables.getStackTraceAsString(e)); // 29 TP 607
        }
        try { load(method); }                                        // 31
        catch (IOException e) {
            Log.w("gh", Throwables.getStackTraceAsString(e));       // 33 near miss 607: logged, not returned
            b.putString("error_message", "could not load");         // 34
        }
        return b;                                                    // 35
    }
    private void audit() { Log.i("gh", "uid " + Binder.getCallingUid()); }      // 37
    private void load(String name) throws IOException { getContext().openFileInput(name).close(); } // 39
    private void note() { Log.i("gh", "pkg " + getCallingPackage()); }          // 41
}

final class AuditCallback implements FutureCallback<Object> {
    @Override public void onSuccess(Object r) { Log.i("gh", "done for " + Binder.getCallingUid()); } // 8
    @Override public void onFailure(Throwable t) { }                                                 // 9
}

final class InlineCallback implements FutureCallback<Object> {
    @Override public void onSuccess(Object r) { Log.i("gh", "done for " + Binder.getCallingUid()); } // 8
    @Override public void onFailure(Throwable t) { }                                                 // 9
}
