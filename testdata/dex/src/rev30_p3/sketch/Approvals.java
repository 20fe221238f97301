package com.example.r30p3;

import android.content.Context;

final class Approvals {
    private Approvals() {
    }

    static boolean isApproved(Context context, String requestId) {
        return context.getSharedPreferences("approvals", 0).getBoolean("approved_" + requestId, false);
    }
}
