package com.hearthboard.rx;

/** A Single without a value: completes or fails. Backed by a Single<Boolean> signal. */
public final class Completable {
    final Single<Boolean> signal;

    Completable(Single<Boolean> signal) {
        this.signal = signal;
    }

    public static Completable fromAction(Action action) {
        return new Completable(Single.fromCallable(() -> {
            action.run();
            return Boolean.TRUE;
        }));
    }

    public static Completable complete() {
        return new Completable(Single.just(Boolean.TRUE));
    }

    public <T> Single<T> andThen(Single<T> next) {
        return signal.flatMap(done -> next);
    }

    public Completable subscribeOn(Scheduler scheduler) {
        return new Completable(signal.subscribeOn(scheduler));
    }

    public Completable observeOn(Scheduler scheduler) {
        return new Completable(signal.observeOn(scheduler));
    }

    public void blockingAwait() {
        signal.blockingGet();
    }

    public Disposable subscribe(Action onComplete, Consumer<? super Throwable> onError) {
        return signal.subscribe(done -> onComplete.run(), onError);
    }
}
