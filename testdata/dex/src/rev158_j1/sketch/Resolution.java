package com.inkwell.notes.cetp;

import android.app.PendingIntent;
import android.content.Context;
import android.content.Intent;

/** The PendingIntent of a resolution, built the same way by every tool that needs the user. */
public final class Resolution {
    public static final String EXTRA_TOKEN = "com.inkwell.notes.extra.RESUME_TOKEN";
    public static final String ACTION_REVIEW = "com.inkwell.notes.action.REVIEW";

    private Resolution() {
    }

    public static final class Builder {
        private Class<?> activity;
        private String targetPackage;
        private String targetClass;
        private String action;
        private String token;

        /** An activity of this app, by class. */
        public Builder target(Class<?> activity) {
            this.activity = activity;
            return this;
        }

        /** An activity by package and class name. */
        public Builder component(String pkg, String cls) {
            this.targetPackage = pkg;
            this.targetClass = cls;
            return this;
        }

        public Builder action(String action) {
            this.action = action;
            return this;
        }

        /** Keeps an action-only intent inside the given package. */
        public Builder inPackage(String pkg) {
            this.targetPackage = pkg;
            return this;
        }

        public Builder token(String token) {
            this.token = token;
            return this;
        }

        public PendingIntent build(Context context) {
            Intent intent = activity != null ? new Intent(context, activity) : new Intent();
            if (action != null) {
                intent.setAction(action);
            }
            if (targetClass != null) {
                intent.setClassName(targetPackage, targetClass);
            } else if (targetPackage != null) {
                intent.setPackage(targetPackage);
            }
            intent.putExtra(EXTRA_TOKEN, token);
            return PendingIntent.getActivity(context, token.hashCode(), intent,
                    PendingIntent.FLAG_IMMUTABLE | PendingIntent.FLAG_UPDATE_CURRENT);
        }
    }
}
