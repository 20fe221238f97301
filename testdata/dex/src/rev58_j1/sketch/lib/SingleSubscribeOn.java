package io.reactivex.internal.operators.single;

import io.reactivex.Scheduler;
import io.reactivex.Single;
import io.reactivex.SingleObserver;

public final class SingleSubscribeOn<T> extends Single<T> {
    final Single<? extends T> source;
    final Scheduler scheduler;

    public SingleSubscribeOn(Single<? extends T> source, Scheduler scheduler) {
        this.source = source;
        this.scheduler = scheduler;
    }

    @Override
    protected void subscribeActual(SingleObserver<? super T> observer) {
        scheduler.scheduleDirect(new SubscribeOnObserver<T>(observer, source));
    }

    static final class SubscribeOnObserver<T> implements Runnable {
        final SingleObserver<? super T> downstream;
        final Single<? extends T> source;

        SubscribeOnObserver(SingleObserver<? super T> downstream, Single<? extends T> source) {
            this.downstream = downstream;
            this.source = source;
        }

        @Override
        public void run() {
            source.subscribe(downstream);
        }
    }
}
