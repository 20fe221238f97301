package com.fernhill.lend;

import android.os.Binder;

/** The ledger row of a renewal, written on the ledger's own thread. */
public final class RenewalNote implements Runnable {
    private final Ledger ledger;
    private final String tool;
    private final String loanId;

    public RenewalNote(Ledger ledger, String tool, String loanId) {
        this.ledger = ledger;
        this.tool = tool;
        this.loanId = loanId;
    }

    @Override
    public void run() {
        ledger.append(Binder.getCallingUid(), tool, loanId);
    }
}
