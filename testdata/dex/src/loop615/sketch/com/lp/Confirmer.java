package com.lp;

import android.content.Intent;

/** Builds the Intent of the screen that asks the user; by default the app's own, retargetable by a setter. */
public final class Confirmer {
    private String targetPackage;
    private String targetActivity;

    /** The app's own confirmation screen. */
    public Confirmer(String targetActivity) {
        this.targetPackage = "com.lp";
        this.targetActivity = targetActivity;
    }

    /** Confirm in another app instead (a companion vault app). */
    public void confirmIn(String pkg, String activity) {
        this.targetPackage = pkg;
        this.targetActivity = activity;
    }

    public Intent intent(String token) {
        Intent i = new Intent("com.lp.action.CONFIRM");
        i.setClassName(targetPackage, targetActivity);
        i.putExtra("resume_token", token);
        return i;
    }
}
