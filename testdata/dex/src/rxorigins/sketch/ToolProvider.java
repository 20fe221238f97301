// What rxorigins stands for: a Java provider built by javac + D8 (min API
// 26) against RxJava 3 (referenced by name: the dex does not bundle it, as
// in rev15_rx). The chains subscribed on Schedulers.io() are kept in fields
// or built by helpers: the analysis follows a field one method writes to
// the chain stored there, and a helper to the chain it returns.
package com.example.rxo;
                                                                                  // 11
public class ToolProvider extends ContentProvider {                               // 12
    private Single<Integer> who;                                                  // 13
    private Single<String> either;                                                // 14
                                                                                  // 15
    @Override public boolean onCreate() {                                         // 16
        who = Single.fromCallable(() -> Binder.getCallingUid());                  // 17 CETP603 (runs on io when call() subscribes, line 24)
        either = Single.just("a");                                                // 18
        return true;                                                              // 19
    }                                                                             // 20
    void rearm() { either = Single.fromCallable(() -> getCallingPackage()); }    // 21 (a second writer of either)
                                                                                  // 22
    @Override public Bundle call(String method, String arg, Bundle extras) {     // 23
        who.subscribeOn(Schedulers.io()).subscribe();                             // 24 (the chain kept in a field, one writer)
        lookup().subscribeOn(Schedulers.io()).subscribe();                        // 25 (the chain a helper builds)
        tagged(Binder.getCallingUid()).subscribeOn(Schedulers.io()).subscribe();  // 26 near miss: uid read before the hop, captured
        either.subscribeOn(Schedulers.io()).subscribe();                          // 27 note CETP603: a field two methods write
        moved.subscribe(s -> Log.i("rxo", s + getCallingPackage()));             // 28 CETP603: moved observes on io (one writer, prepare)
        return null;                                                              // 29
    private Single<String> lookup() {                                             // 30
        return Single.fromCallable(() -> getCallingPackage());                    // 31 CETP603 (runs on io, line 25)
    }                                                                             // 32
    private static Single<String> tagged(int uid) {                               // 33
        return Single.fromCallable(() -> "uid " + uid);                           // 34
    }                                                                             // 35
    private Single<String> moved;                                                 // 36
    void prepare() { moved = Single.just("b").observeOn(Schedulers.io()); }      // 37
}
