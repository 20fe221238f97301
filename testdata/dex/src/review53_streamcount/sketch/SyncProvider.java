package com.scount;                                                             // 1

import android.content.ContentProvider;
import android.os.Binder;
import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

// The error message counts failures whose exception text says "timeout";
// only two numbers reach error_message, no exception text.
// Expected: no CETP607 at line 31.
public class SyncProvider extends ContentProvider {
    final List<Throwable> failures = new ArrayList<>();                        // 13

    @Override
    public boolean onCreate() { return true; }                                  // 16

    void record(Throwable t) { failures.add(t); }                               // 18

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        if (Binder.getCallingUid() != 10123) return null;                      // 22
        Bundle b = new Bundle();                                                // 23
        if (failures.isEmpty()) {                                               // 24
            b.putString("status", "success");                                   // 25
            return b;                                                           // 26
        }
        long timeouts = failures.stream().map(Throwable::getMessage)            // 28
                .filter(m -> m != null && m.contains("timeout")).count();       // 29
        b.putString("error_code", "UNAVAILABLE");                               // 30
        b.putString("error_message", timeouts + " of " + failures.size() + " uploads timed out"); // 31
        return b;                                                               // 32
    }
}
