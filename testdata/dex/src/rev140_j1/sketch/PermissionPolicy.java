package com.hearthlink.security;

import android.content.Context;
import android.content.pm.PackageManager;
import android.os.Binder;

/** Runtime permissions some tools need from the caller on top of scopes (locks: CONTROL_LOCKS). */
public final class PermissionPolicy {
    public static final String CONTROL_LOCKS = "com.hearthlink.permission.CONTROL_LOCKS";

    private final Context context;

    public PermissionPolicy(Context context) {
        this.context = context;
    }

    /** Whether the caller that call() captured holds the permission. */
    public boolean holds(int uid, int pid, String permission) {
        return context.checkPermission(permission, pid, uid) == PackageManager.PERMISSION_GRANTED;
    }

    /** The same for the Binder call being served right now: takes the caller from Binder itself. */
    public boolean callerHolds(String permission) {
        return holds(Binder.getCallingUid(), Binder.getCallingPid(), permission);
    }
}
