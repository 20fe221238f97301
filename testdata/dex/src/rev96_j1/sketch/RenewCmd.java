package com.lendshed.core;

/** A renewal request handed to the main-thread LiveData observer. */
public final class RenewCmd {
    public final String loanId;
    public final int days;

    public RenewCmd(String loanId, int days) {
        this.loanId = loanId;
        this.days = days;
    }
}
