package com.ridgeway.doorhub.locks;

import com.ridgeway.doorhub.cetp.ApprovalLedger;

public final class LockApprovalActivity_MembersInjector {
    private LockApprovalActivity_MembersInjector() {
    }

    public static void injectLedger(LockApprovalActivity instance, ApprovalLedger ledger) {
        instance.ledger = ledger;
    }
}
