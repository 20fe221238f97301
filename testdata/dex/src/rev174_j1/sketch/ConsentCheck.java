package com.tallowbrook.salon.core;

/** Provider-side confirmation of one execution (§4.3). */
public interface ConsentCheck {
    int GRANTED = 0;
    int NEEDED = 1;
    int PENDING = 2;
    int DENIED = 3;
    int MISMATCH = 4;

    ApprovalStore approvals();

    /** Decided by the user in the provider's own screen; the resume token is consumed once decided. */
    default int consent(Caller caller, ToolCall call) {
        return approvals().consume(caller.uid, call);
    }
}
