package com.eh;

import android.content.Intent;

/** Each constant's body builds its Intent through a shared helper; PARTNER's is the bank's app. */
public enum Screen {
    APPROVE {
        @Override
        Intent intent() {
            return Intents.to("com.eh", "com.eh.ConfirmActivity");
        }
    },
    PARTNER {
        @Override
        Intent intent() {
            return Intents.to("com.partnerbank.app", "com.partnerbank.app.PayoutActivity");
        }
    };

    abstract Intent intent();
}
