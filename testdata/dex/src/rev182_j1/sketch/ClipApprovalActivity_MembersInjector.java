package com.ridgeway.doorhub.camera;

import com.ridgeway.doorhub.cetp.ApprovalLedger;

public final class ClipApprovalActivity_MembersInjector {
    private ClipApprovalActivity_MembersInjector() {
    }

    public static void injectLedger(ClipApprovalActivity instance, ApprovalLedger ledger) {
        instance.ledger = ledger;
    }
}
