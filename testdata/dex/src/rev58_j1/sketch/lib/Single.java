package io.reactivex;

import io.reactivex.functions.Function;
import io.reactivex.internal.observers.BlockingMultiObserver;
import io.reactivex.internal.operators.single.SingleFromCallable;
import io.reactivex.internal.operators.single.SingleMap;
import io.reactivex.internal.operators.single.SingleSubscribeOn;
import java.util.concurrent.Callable;

/** io.reactivex.Single, trimmed to what Molar uses. */
public abstract class Single<T> {
    protected abstract void subscribeActual(SingleObserver<? super T> observer);

    public final void subscribe(SingleObserver<? super T> observer) {
        subscribeActual(observer);
    }

    public static <T> Single<T> fromCallable(Callable<? extends T> callable) {
        return new SingleFromCallable<T>(callable);
    }

    public final Single<T> subscribeOn(Scheduler scheduler) {
        return new SingleSubscribeOn<T>(this, scheduler);
    }

    public final <R> Single<R> map(Function<? super T, ? extends R> mapper) {
        return new SingleMap<T, R>(this, mapper);
    }

    public final T blockingGet() {
        BlockingMultiObserver<T> observer = new BlockingMultiObserver<T>();
        subscribe(observer);
        return observer.blockingGet();
    }
}
