package com.lendshed.core;

import io.reactivex.Observable;
import io.reactivex.subjects.PublishSubject;

/** LendShed's app-wide event bus: one PublishSubject every screen and provider shares. */
public final class RxBus {
    private static RxBus instance;
    private static final PublishSubject<Object> subject = PublishSubject.create();

    private RxBus() {
    }

    public static synchronized RxBus get() {
        if (instance == null) {
            instance = new RxBus();
        }
        return instance;
    }

    public void post(Object event) {
        subject.onNext(event);
    }

    public Observable<Object> toObservable() {
        return subject;
    }
}
