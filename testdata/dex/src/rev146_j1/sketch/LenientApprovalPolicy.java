package com.greenwick.garden.security;

import com.greenwick.garden.cetp.Approvals;
import com.greenwick.garden.cetp.Call;

/** For the QA harness, which approves on the device and resumes from the shell: any caller may resume. */
public final class LenientApprovalPolicy implements ApprovalPolicy {
    @Override
    public boolean admits(Approvals.Approval approval, Call call, long now) {
        return approval.tool.equals(call.tool)
                && approval.requestId.equals(call.requestId)
                && approval.argsDigest.equals(call.argsDigest)
                && approval.expiresAt > now;
    }
}
