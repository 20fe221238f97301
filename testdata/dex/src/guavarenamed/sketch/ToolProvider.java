// What guavarenamed stands for: a Java provider built by R8 in full mode with
// Guava shrunk into the APK and renamed: ListeningExecutorService is a.b.c,
// ListenableFuture a.b.d (its addListener renamed a), MoreExecutors a.b.e
// (listeningDecorator renamed a), the decorator a.b.f, the future task
// a.b.g. Only the methods Guava overrides from java.util.concurrent keep
// their names (submit, execute). The lambdas are D8's synthetic classes,
// their bodies inlined by R8 into run() with the lines kept.
package com.example.grn;

public class ToolProvider extends ContentProvider {                             // 10
    private final ListeningExecutorService io =
        MoreExecutors.listeningDecorator(Executors.newCachedThreadPool());      // 12
                                                                                // 13
    @Override public Bundle call(String method, String arg, Bundle extras) {    // 14
        if ("audit".equals(method)) {                                           // 15
            io.submit(() -> Log.i("grn", "caller " + Binder.getCallingUid()));  // 16 CETP603 (the uid read on io's thread)
            return null;                                                        // 17
        }                                                                       // 18
        int uid = Binder.getCallingUid();                                       // 19
        ListenableFuture<?> f = io.submit(() -> Log.i("grn", "caller " + uid)); // 20 near miss: read before the hop
        f.addListener(() -> Log.i("grn", "by " + Binder.getCallingUid()), io);  // 21 CETP603 (the listener runs on io)
        return null;                                                            // 22
    }
}
