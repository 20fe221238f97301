package com.homeflow.app.cetp;

import android.os.Bundle;
import java.util.Set;

final class HouseholdPolicy implements AccessPolicy {
    private static final Set<String> MEMBERS = Set.of("com.clawseed.assistant", "com.homeflow.wearable");
    private static final Set<String> CAMERA_VIEWERS = Set.of("com.homeflow.tv", "com.homeflow.wearable");

    // the assistant tells us which household app it acts for
    @Override public boolean allows(Bundle extras) {
        String caller = extras.getString("caller_package");
        return caller != null && MEMBERS.contains(caller);
    }

    // package_name is the app that will receive the camera feed, not the caller
    @Override public boolean mayShareWith(String targetPackage, int callerUid) {
        return targetPackage != null && CAMERA_VIEWERS.contains(targetPackage) && callerUid > 10000;
    }
}
