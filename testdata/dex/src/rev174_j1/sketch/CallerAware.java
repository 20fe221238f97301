package com.tallowbrook.salon.core;

import android.os.Binder;

/** A component that can tell who is calling it. */
public interface CallerAware {
    Caller identify(int uid);

    /** For the plain ContentProvider entry points: identifies the Binder caller or throws. */
    default Caller requireCaller() {
        Caller caller = identify(Binder.getCallingUid());
        if (!caller.admitted()) {
            throw new SecurityException("This app is not paired with Tallowbrook Salon.");
        }
        return caller;
    }
}
