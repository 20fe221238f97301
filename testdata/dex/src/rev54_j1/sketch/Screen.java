package com.spokeshop.tools;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import com.spokeshop.ui.ConfirmBookingActivity;
import com.spokeshop.ui.OrderConfirmActivity;

/** The screens a resolution can open; each builds its own PendingIntent. */
public enum Screen {
    CONFIRM {
        @Override
        public PendingIntent pendingIntent(Context ctx, int flags) {
            Intent i = new Intent(ctx, ConfirmBookingActivity.class);
            return PendingIntent.getActivity(ctx, 1, i, flags | PendingIntent.FLAG_IMMUTABLE);
        }
    },
    PICKUP {
        @Override
        public PendingIntent pendingIntent(Context ctx, int flags) {
            Intent i = new Intent("com.spokeshop.action.PICKUP").setPackage(ctx.getPackageName());
            return PendingIntent.getActivity(ctx, 2, i, flags);
        }
    },
    ORDER {
        @Override
        public PendingIntent pendingIntent(Context ctx, int flags) {
            Intent i = new Intent(ctx, OrderConfirmActivity.class);
            return PendingIntent.getActivity(ctx, 3, i, flags);
        }
    };

    public abstract PendingIntent pendingIntent(Context ctx, int flags);
}
