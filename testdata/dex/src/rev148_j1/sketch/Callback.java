package com.lumenhall.hub.exec;

/** How queued work reports back; both methods run on the queue's thread. */
public interface Callback<T> {
    void onResult(T value);

    void onError(Throwable error);
}
