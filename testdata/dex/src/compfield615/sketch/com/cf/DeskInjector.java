package com.cf;

import android.content.ComponentName;

/** Sets the provider's injected fields (the shape a members injector has). */
public final class DeskInjector {
    private DeskInjector() {
    }

    public static void injectApproval(DeskProvider instance, ComponentName approval) {
        instance.approval = approval;
    }

    static void inject(DeskProvider instance) {
        injectApproval(instance, new ApprovalModule().provideApproval());
    }
}
