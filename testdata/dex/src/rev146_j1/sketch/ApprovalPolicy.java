package com.greenwick.garden.security;

import com.greenwick.garden.cetp.Approvals;
import com.greenwick.garden.cetp.Call;

/** Whether an approval found by its resume token may resume this call. */
public interface ApprovalPolicy {
    boolean admits(Approvals.Approval approval, Call call, long now);
}
