package com.eb;

import android.content.ComponentName;
import android.content.Intent;

/** The confirmation screens of the desk's tools; each constant knows which Activity shows it. */
public enum Screen {
    APPROVE {
        @Override
        Intent intent() {
            return new Intent("com.eb.CONFIRM").setComponent(new ComponentName("com.eb", "com.eb.ConfirmActivity"));
        }
    },
    PARTNER {
        // the payout is confirmed in the bank partner's own app
        @Override
        Intent intent() {
            return new Intent("com.eb.CONFIRM").setComponent(new ComponentName("com.partnerbank.app", "com.partnerbank.app.PayoutActivity"));
        }
    };

    abstract Intent intent();
}
