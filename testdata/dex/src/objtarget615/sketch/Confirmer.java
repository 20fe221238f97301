package com.ot;

import android.content.Intent;

/** Builds the Intent of the screen that asks the user; each provider is given its own. */
public final class Confirmer {
    private final String targetPackage;
    private final String targetActivity;

    public Confirmer(String targetPackage, String targetActivity) {
        this.targetPackage = targetPackage;
        this.targetActivity = targetActivity;
    }

    /** The app's own confirmation screen. */
    public Confirmer(String targetActivity) {
        this("com.ot", targetActivity);
    }

    public Intent intent(String token) {
        Intent i = new Intent("com.ot.action.CONFIRM");
        i.setClassName(targetPackage, targetActivity);
        i.putExtra("resume_token", token);
        return i;
    }
}
