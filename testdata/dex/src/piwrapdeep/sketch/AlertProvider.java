// Sketch of the piwrapdeep fixture (javac 17, then D8): PendingIntent
// wrappers nested seven deep, each passing its caller's flags on. The
// search follows wrappers five deep (program.maxWrapperDepth + 1): the
// resolution made through l3 (line 12) is checked — flags 0, CETP601 at
// the call — and the one made through l6 (line 11) is beyond the bound:
// a note at l5's call of l4 says its PendingIntents were not checked,
// where before nothing was said. Notifs.a both makes a PendingIntent and
// passes its caller's flags to Notifs.b, which the search learns is a
// wrapper only after a was scanned: a's rescan must make a a wrapper too,
// so that the flags call() passes through it are checked (line 14,
// CETP601) — before, a's callers were never scanned.
package com.example.pwd;

public final class AlertProvider extends ContentProvider {
    @Override public Bundle call(String method, String arg, Bundle extras) {
        Binder.getCallingUid();                                                              // 9
        Bundle b = new Bundle();                                                             // 10
        if ("deep".equals(method)) b.putParcelable("resolution", Pending.l6(getContext(), 0));   // 11
        else if ("shallow".equals(method)) b.putParcelable("resolution", Pending.l3(getContext(), 0));  // 12
        else                                                                                  // 13
            b.putParcelable("resolution", Notifs.a(getContext(), 0));                         // 14
        return b;                                                                            // 15
    }
    // onCreate, query, insert, update, delete, getType: trivial.
}

final class Pending {
    static PendingIntent l0(Context c, int flags) {                                            // 20
        return PendingIntent.getActivity(c, 0, new Intent(c, ConfirmActivity.class), flags);  // 21
    }
    static PendingIntent l1(Context c, int f) { return l0(c, f); }                             // 23
    static PendingIntent l2(Context c, int f) { return l1(c, f); }                             // 24
    static PendingIntent l3(Context c, int f) { return l2(c, f); }                             // 25
    static PendingIntent l4(Context c, int f) { return l3(c, f); }                             // 26
    static PendingIntent l5(Context c, int f) { return l4(c, f); }                             // 27
    static PendingIntent l6(Context c, int f) { return l5(c, f); }                             // 28
}

final class Notifs {
    static PendingIntent a(Context c, int flags) {
        PendingIntent.getBroadcast(c, 0, new Intent(c, ConfirmActivity.class), PendingIntent.FLAG_IMMUTABLE);  // 33
        return b(c, flags);                                                                                      // 34
    }
    static PendingIntent b(Context c, int flags) {
        return PendingIntent.getActivity(c, 2, new Intent(c, ConfirmActivity.class), flags);  // 37
    }
}
