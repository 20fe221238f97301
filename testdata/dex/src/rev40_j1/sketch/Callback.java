package com.pillpoint.util;

/** Work run by Cleared with the provider's own identity. */
public interface Callback {
    void onCleared();
}
