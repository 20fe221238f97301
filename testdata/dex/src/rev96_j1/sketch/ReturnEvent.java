package com.lendshed.core;

/** Posted on the bus when a borrowed tool comes back to the shed. */
public final class ReturnEvent {
    public final String loanId;
    public final int uid;
    public final boolean confirmed;

    public ReturnEvent(String loanId, int uid, boolean confirmed) {
        this.loanId = loanId;
        this.uid = uid;
        this.confirmed = confirmed;
    }
}
