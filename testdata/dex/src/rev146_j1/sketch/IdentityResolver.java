package com.greenwick.garden.security;

import android.os.Bundle;

/** Turns the Binder UID of a call (and its request extras) into a Caller. */
public interface IdentityResolver {
    /** Null when the caller cannot be identified unambiguously. */
    Caller resolve(int uid, Bundle extras);
}
