package com.greenwick.garden.security;

import com.greenwick.garden.cetp.Approvals;
import com.greenwick.garden.cetp.Call;

/** The approval resumes only the caller, tool, request and arguments it was opened for, before it expires. */
public final class StrictApprovalPolicy implements ApprovalPolicy {
    @Override
    public boolean admits(Approvals.Approval approval, Call call, long now) {
        return approval.uid == call.caller.uid
                && approval.tool.equals(call.tool)
                && approval.requestId.equals(call.requestId)
                && approval.argsDigest.equals(call.argsDigest)
                && approval.expiresAt > now;
    }
}
