package com.lumenhaus.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** Resolution factories for the confirmation screens the providers name. */
public final class Resolutions {
    private Resolutions() {
    }

    /** A screen named by package and class, opened with the given PendingIntent flags. */
    public static ResolutionFactory screen(final String packageName, final String className, final int flags) {
        return new ResolutionFactory() {
            private final int mFlags = flags;

            @Override
            public PendingIntent create(Context context, String ticket, int requestCode) {
                Intent intent = new Intent(Cetp.ACTION_CONFIRM_TOOL);
                intent.setClassName(packageName, className);
                intent.putExtra(Cetp.EXTRA_TICKET, ticket);
                return PendingIntent.getActivity(context, requestCode, intent, mFlags);
            }
        };
    }
}
