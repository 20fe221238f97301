package io.reactivex.internal.observers;

import io.reactivex.SingleObserver;
import java.util.concurrent.CountDownLatch;

public final class BlockingMultiObserver<T> extends CountDownLatch implements SingleObserver<T> {
    T value;
    Throwable error;

    public BlockingMultiObserver() {
        super(1);
    }

    @Override
    public void onSuccess(T value) {
        this.value = value;
        countDown();
    }

    @Override
    public void onError(Throwable e) {
        error = e;
        countDown();
    }

    public T blockingGet() {
        try {
            await();
        } catch (InterruptedException ex) {
            throw new RuntimeException(ex);
        }
        if (error != null) {
            throw new RuntimeException(error);
        }
        return value;
    }
}
