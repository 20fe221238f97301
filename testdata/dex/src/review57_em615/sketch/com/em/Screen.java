package com.em;

import android.content.ComponentName;
import android.content.Intent;

/** APPROVE and REVIEW open this app's ConfirmActivity; PARTNER (used by the boot reminder only) opens the bank's app. */
public enum Screen {
    APPROVE {
        @Override
        Intent intent() {
            return new Intent("com.em.CONFIRM").setComponent(new ComponentName("com.em", "com.em.ConfirmActivity"));
        }
    },
    REVIEW {
        @Override
        Intent intent() {
            return new Intent("com.em.REVIEW").setComponent(new ComponentName("com.em", "com.em.ConfirmActivity"));
        }
    },
    PARTNER {
        @Override
        Intent intent() {
            return new Intent("com.em.PAYOUT").setComponent(new ComponentName("com.partnerbank.app", "com.partnerbank.app.PayoutActivity"));
        }
    };

    abstract Intent intent();
}
