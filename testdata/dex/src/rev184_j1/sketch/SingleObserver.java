package com.hearthboard.rx;

/** Receives exactly one of onSuccess / onError after onSubscribe. */
public interface SingleObserver<T> {
    void onSubscribe(Disposable d);

    void onSuccess(T value);

    void onError(Throwable error);
}
