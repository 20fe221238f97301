package com.fernhill.lend;

/** Told about a failure a helper swallowed. */
@FunctionalInterface
public interface ErrorListener {
    void onError(Exception error);
}
