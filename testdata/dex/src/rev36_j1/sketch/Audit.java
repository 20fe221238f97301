package com.example.r36j1;

import android.os.Binder;

// Redacted audit trail: who did what to which parcel.
final class Audit {
    private Audit() {
    }

    static void note(Store store, String action, String subject) {
        int by = Binder.getCallingUid();
        store.write("INSERT INTO audit(action, subject, by_uid, at) VALUES (?, ?, ?, ?)",
                action, subject, by, System.currentTimeMillis());
    }
}
