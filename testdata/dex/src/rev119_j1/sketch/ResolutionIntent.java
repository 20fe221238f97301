package com.hearthlist.cetp;

import android.app.Activity;
import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;
import android.os.Bundle;

/** Fluent helper for the resolution PendingIntent a USER_ACTION_REQUIRED answer carries. */
public final class ResolutionIntent {
    private final Context context;
    private final Bundle extras = new Bundle();
    private String action;
    private Class<? extends Activity> screen;
    private String packageName;
    private int requestCode;
    private int flags = PendingIntent.FLAG_IMMUTABLE;

    private ResolutionIntent(Context context) {
        this.context = context;
    }

    public static ResolutionIntent with(Context context) {
        return new ResolutionIntent(context);
    }

    public ResolutionIntent action(String action) {
        this.action = action;
        return this;
    }

    public ResolutionIntent screen(Class<? extends Activity> screen) {
        this.screen = screen;
        return this;
    }

    public ResolutionIntent inPackage(String packageName) {
        this.packageName = packageName;
        return this;
    }

    public ResolutionIntent extra(String key, String value) {
        extras.putString(key, value);
        return this;
    }

    public ResolutionIntent requestCode(int requestCode) {
        this.requestCode = requestCode;
        return this;
    }

    public ResolutionIntent flags(int flags) {
        this.flags = flags;
        return this;
    }

    public Intent intent() {
        Intent intent;
        if (screen != null) {
            intent = new Intent(context, screen);
            if (action != null) {
                intent.setAction(action);
            }
        } else {
            intent = new Intent(action);
        }
        if (packageName != null) {
            intent.setPackage(packageName);
        }
        return intent.putExtras(extras);
    }

    public PendingIntent activity() {
        return PendingIntent.getActivity(context, requestCode, intent(), flags);
    }
}
