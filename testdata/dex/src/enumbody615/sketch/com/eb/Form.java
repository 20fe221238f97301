package com.eb;

import android.content.ComponentName;
import android.content.Intent;

/** The form provider's screens: every constant opens this app's own ConfirmActivity. */
public enum Form {
    SIGN {
        @Override
        Intent intent() {
            return new Intent("com.eb.SIGN").setComponent(new ComponentName("com.eb", "com.eb.ConfirmActivity"));
        }
    },
    SUBMIT {
        @Override
        Intent intent() {
            return new Intent("com.eb.SUBMIT").setComponent(new ComponentName("com.eb", "com.eb.ConfirmActivity"));
        }
    };

    abstract Intent intent();
}
