package com.example.bord;

import android.app.PendingIntent;
import android.content.ContentProvider;
import android.os.Bundle;

// builderorder: the setters a caller chains on its builder run in order,
// so the last one decides the flags. confirmPayment ends with safe()
// (immutable: NM CETP601), confirmRefund ends with updating() (TP CETP601),
// confirmPlan calls safe() alone (NM).
public class BillingProvider extends ContentProvider {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        String tool = extras.getString("tool_name");
        PendingIntent pi;
        if ("pay".equals(tool)) {
            pi = confirmPayment();
        } else if ("refund".equals(tool)) {
            pi = confirmRefund();
        } else {
            pi = confirmPlan();
        }
        Bundle out = new Bundle();
        out.putString("error_code", "USER_ACTION_REQUIRED");
        out.putParcelable("resolution", pi);
        out.putString("resume_token", Tokens.next());
        return out;
    }

    private PendingIntent confirmPayment() {
        return new Resolution(getContext(), ConfirmActivity.class).updating().safe().build();
    }

    private PendingIntent confirmRefund() {
        return new Resolution(getContext(), ConfirmActivity.class).safe().updating().build();
    }

    private PendingIntent confirmPlan() {
        return new Resolution(getContext(), ConfirmActivity.class).safe().build();
    }
}
