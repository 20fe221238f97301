package com.hearthboard.rx;

/** A handle to stop a subscription; disposing twice is harmless. */
public interface Disposable {
    void dispose();

    boolean isDisposed();
}
