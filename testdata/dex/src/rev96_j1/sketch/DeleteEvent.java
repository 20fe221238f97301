package com.lendshed.core;

/** Posted on the bus when a loan record should be removed. */
public final class DeleteEvent {
    public final String loanId;
    public final int uid;
    public final boolean confirmed;

    public DeleteEvent(String loanId, int uid, boolean confirmed) {
        this.loanId = loanId;
        this.uid = uid;
        this.confirmed = confirmed;
    }
}
