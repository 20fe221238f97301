// Sketch of the rev13a_hops smali (javac + D8 shapes). Line numbers match the .line directives.
package com.example.r13h;

public class ToolProvider extends ContentProvider {
    private final Handler handler = new Handler(Looper.getMainLooper());
    private final AppExecutor appExec = new AppExecutor();

    @Override public Bundle call(String method, String arg, Bundle extras) {
        int uid = Binder.getCallingUid();                                       // 20
        new AuditThread().start();                                              // 21 TP 603 (AuditThread.run reads the UID off thread)
        new AuditThread().run();                                                // 22 near miss 603 (same thread)
        HandlerCompat.postDelayed(handler, () -> Log.i("r13h", getCallingPackage()), null, 100); // 23 TP 603 (lambda line 40)
        appExec.execute(() -> Log.i("r13h", String.valueOf(Binder.getCallingUid())));           // 24 TP 603 (found today)
        Identity.cleared(() -> getCallingPackage());                            // 25 TP 611 (found today)
        Identity.afterFinally(getContext());                                    // 26 near miss 611
        Identity.inCatch(getContext());                                         // 27 TP 611 (found today)
        Bundle b = new Bundle(); b.putInt("uid", uid);                          // 28
        new Thread() {                                                          // 29 TP 603: anonymous subclass, javac calls ToolProvider$1.start()
            @Override public void run() { Log.i("r13h", String.valueOf(Binder.getCallingUid())); } // 52
        }.start();
        HandlerCompat.postDelayed(handler, () -> Log.i("r13h", String.valueOf(uid)), null, 100); // 30 near miss 603: UID read before the hop (lambda line 56)
        return b;                                                               // 31
    }
}

final class AuditThread extends Thread {
    @Override public void run() { Log.i("audit", String.valueOf(Binder.getCallingUid())); } // 9
}

public final class AppExecutor implements Executor {
    private final ExecutorService pool = Executors.newSingleThreadExecutor();
    @Override public void execute(Runnable r) { pool.execute(r); }
}

final class Identity {
    static <T> T cleared(Supplier<T> s) { long t = Binder.clearCallingIdentity(); try { return s.get(); } finally { Binder.restoreCallingIdentity(t); } }
    static int afterFinally(Context c) { long t = Binder.clearCallingIdentity(); try { c.deleteFile("audit"); } finally { Binder.restoreCallingIdentity(t); } return Binder.getCallingUid(); }
    static int inCatch(Context c) {
        long t = Binder.clearCallingIdentity();
        try { c.deleteFile("audit"); }
        catch (SecurityException e) { Log.w("audit", String.valueOf(Binder.getCallingUid())); } // 34
        finally { Binder.restoreCallingIdentity(t); }
        return 0;
    }
}
