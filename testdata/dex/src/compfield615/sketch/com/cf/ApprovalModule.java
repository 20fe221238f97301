package com.cf;

import android.content.ComponentName;

/** Provides the approval screen (the shape a DI module's provides-method has). */
public final class ApprovalModule {
    public ComponentName provideApproval() {
        return new ComponentName("com.partner.approvals", "com.partner.approvals.ApproveActivity");
    }
}
