package io.reactivex;

public interface SingleObserver<T> {
    void onSuccess(T value);

    void onError(Throwable e);
}
