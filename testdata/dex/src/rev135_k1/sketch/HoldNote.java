package com.fernhill.lend;

import android.os.Binder;

/** The ledger row of a new hold; the caller is taken when the note is made, on the thread serving the call. */
public final class HoldNote implements Runnable {
    private final Ledger ledger;
    private final int uid;
    private final String tool;
    private final String holdId;

    public HoldNote(Ledger ledger, String tool, String holdId) {
        this.ledger = ledger;
        this.uid = Binder.getCallingUid();
        this.tool = tool;
        this.holdId = holdId;
    }

    @Override
    public void run() {
        ledger.append(uid, tool, holdId);
    }
}
