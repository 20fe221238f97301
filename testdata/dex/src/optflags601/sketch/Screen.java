package com.of;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** A resolution builder made by a static factory; build() reads the flags a setter stored. */
final class Screen {
    private final Context context;
    private Class<?> target;
    private int flags;

    private Screen(Context context) {
        this.context = context;
    }

    static Screen with(Context context) {
        return new Screen(context);
    }

    Screen target(Class<?> target) {
        this.target = target;
        return this;
    }

    Screen flags(int flags) {
        this.flags = flags;
        return this;
    }

    Intent intent() {
        return new Intent(context, target);
    }

    PendingIntent build() {
        return PendingIntent.getActivity(context, 7, intent(), flags);
    }
}
