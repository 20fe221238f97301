package com.sl;

import android.os.Binder;
import android.os.Bundle;

public final class AlbumsProvider extends Gate {
    @Override
    boolean admitted(int uid) {
        // overridden without the one-package guard: any package of a shared UID will do
        String[] packages = getContext().getPackageManager().getPackagesForUid(uid);
        return packages != null && anyMatch(packages, TRUSTED::equals);
    }

    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        out.putBoolean("admitted", admitted(Binder.getCallingUid()));
        return out;
    }
}
