package com.cf;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Openers as anonymous classes: the flags are captured from the factory's argument into a field. */
final class Openers {
    private Openers() {
    }

    static Opener screen(final String cls, final int flags) {
        return new Opener() {
            private final int mFlags = flags;

            @Override
            public PendingIntent open(Context context, String token) {
                Intent intent = new Intent("com.cf.CONFIRM").setClassName("com.cf", cls).putExtra("token", token);
                return PendingIntent.getActivity(context, 3, intent, mFlags);
            }
        };
    }

    static Opener card(final String cls, final int flags) {
        return new Opener() {
            private final int mFlags = flags;

            @Override
            public PendingIntent open(Context context, String token) {
                Intent intent = new Intent("com.cf.CONFIRM").setClassName("com.cf", cls).putExtra("token", token);
                return PendingIntent.getActivity(context, 4, intent, mFlags);
            }
        };
    }
}
