package com.example.r30j2;

import android.content.ComponentName;
import android.content.Context;

final class PartnerFlow implements Resolving {
    private final Context context;
    PartnerFlow(Context context) { this.context = context; }
    @Override public Context context() { return context; }
    @Override public ComponentName target(Context c) {
        return new ComponentName("com.partner.wallet", "com.partner.wallet.ApproveActivity");
    }
}
