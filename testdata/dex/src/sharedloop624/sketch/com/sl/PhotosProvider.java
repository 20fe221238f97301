package com.sl;

import android.os.Binder;
import android.os.Bundle;

public final class PhotosProvider extends Gate {
    @Override
    public Bundle call(String method, String arg, Bundle extras) {
        Bundle out = new Bundle();
        // the shared check, with its one-package guard
        out.putBoolean("admitted", admitted(Binder.getCallingUid()));
        return out;
    }
}
