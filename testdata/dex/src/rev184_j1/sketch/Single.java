package com.hearthboard.rx;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;

/**
 * One value or one error, computed when subscribed. Nothing runs before subscribe(); without subscribeOn the
 * whole chain runs on the subscribing thread, so blockingGet() on a plain chain is a synchronous call.
 */
public abstract class Single<T> {

    protected abstract void subscribeActual(SingleObserver<? super T> observer);

    public final void subscribe(SingleObserver<? super T> observer) {
        subscribeActual(observer);
    }

    public static <T> Single<T> just(T value) {
        return new Just<>(value);
    }

    public static <T> Single<T> error(Throwable error) {
        return new Failed<>(error);
    }

    public static <T> Single<T> fromCallable(Callable<? extends T> callable) {
        return new FromCallable<>(callable);
    }

    public static <T> Single<T> defer(Callable<? extends Single<? extends T>> supplier) {
        return new Defer<>(supplier);
    }

    public final <R> Single<R> map(Function<? super T, ? extends R> mapper) {
        return new Map<>(this, mapper);
    }

    public final <R> Single<R> flatMap(Function<? super T, ? extends Single<? extends R>> mapper) {
        return new FlatMap<>(this, mapper);
    }

    public final Single<T> doOnSuccess(Consumer<? super T> onSuccess) {
        return new DoOnSuccess<>(this, onSuccess);
    }

    public final Single<T> onErrorReturn(Function<? super Throwable, ? extends T> fallback) {
        return new OnErrorReturn<>(this, fallback);
    }

    public final Single<T> subscribeOn(Scheduler scheduler) {
        return new SubscribeOn<>(this, scheduler);
    }

    public final Single<T> observeOn(Scheduler scheduler) {
        return new ObserveOn<>(this, scheduler);
    }

    /** Subscribes on the calling thread and waits; errors come back as RuntimeExceptions. */
    public final T blockingGet() {
        BlockingObserver<T> observer = new BlockingObserver<>();
        subscribe(observer);
        return observer.result();
    }

    public final Disposable subscribe(Consumer<? super T> onSuccess, Consumer<? super Throwable> onError) {
        CallbackObserver<T> observer = new CallbackObserver<>(onSuccess, onError);
        subscribe(observer);
        return observer;
    }

    static RuntimeException propagate(Throwable error) {
        if (error instanceof RuntimeException) {
            return (RuntimeException) error;
        }
        if (error instanceof Error) {
            throw (Error) error;
        }
        return new RuntimeException(error);
    }

    static final class Just<T> extends Single<T> {
        final T value;

        Just(T value) {
            this.value = value;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> observer) {
            observer.onSubscribe(Disposables.empty());
            observer.onSuccess(value);
        }
    }

    static final class Failed<T> extends Single<T> {
        final Throwable error;

        Failed(Throwable error) {
            this.error = error;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> observer) {
            observer.onSubscribe(Disposables.empty());
            observer.onError(error);
        }
    }

    static final class FromCallable<T> extends Single<T> {
        final Callable<? extends T> callable;

        FromCallable(Callable<? extends T> callable) {
            this.callable = callable;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> observer) {
            Disposable d = Disposables.empty();
            observer.onSubscribe(d);
            T value;
            try {
                value = callable.call();
            } catch (Throwable t) {
                if (!d.isDisposed()) {
                    observer.onError(t);
                }
                return;
            }
            if (d.isDisposed()) {
                return;
            }
            if (value == null) {
                observer.onError(new NullPointerException("The callable returned a null value"));
            } else {
                observer.onSuccess(value);
            }
        }
    }

    static final class Defer<T> extends Single<T> {
        final Callable<? extends Single<? extends T>> supplier;

        Defer(Callable<? extends Single<? extends T>> supplier) {
            this.supplier = supplier;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> observer) {
            Single<? extends T> next;
            try {
                next = supplier.call();
            } catch (Throwable t) {
                observer.onSubscribe(Disposables.empty());
                observer.onError(t);
                return;
            }
            next.subscribe(observer);
        }
    }

    static final class Map<T, R> extends Single<R> {
        final Single<T> source;
        final Function<? super T, ? extends R> mapper;

        Map(Single<T> source, Function<? super T, ? extends R> mapper) {
            this.source = source;
            this.mapper = mapper;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super R> downstream) {
            source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    downstream.onSubscribe(d);
                }

                @Override
                public void onSuccess(T value) {
                    R mapped;
                    try {
                        mapped = mapper.apply(value);
                    } catch (Throwable t) {
                        downstream.onError(t);
                        return;
                    }
                    if (mapped == null) {
                        downstream.onError(new NullPointerException("The mapper returned a null value"));
                    } else {
                        downstream.onSuccess(mapped);
                    }
                }

                @Override
                public void onError(Throwable error) {
                    downstream.onError(error);
                }
            });
        }
    }

    static final class FlatMap<T, R> extends Single<R> {
        final Single<T> source;
        final Function<? super T, ? extends Single<? extends R>> mapper;

        FlatMap(Single<T> source, Function<? super T, ? extends Single<? extends R>> mapper) {
            this.source = source;
            this.mapper = mapper;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super R> downstream) {
            Disposables.Serial serial = new Disposables.Serial();
            downstream.onSubscribe(serial);
            source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    serial.set(d);
                }

                @Override
                public void onSuccess(T value) {
                    Single<? extends R> next;
                    try {
                        next = mapper.apply(value);
                    } catch (Throwable t) {
                        downstream.onError(t);
                        return;
                    }
                    next.subscribe(new SingleObserver<R>() {
                        @Override
                        public void onSubscribe(Disposable d) {
                            serial.set(d);
                        }

                        @Override
                        public void onSuccess(R inner) {
                            downstream.onSuccess(inner);
                        }

                        @Override
                        public void onError(Throwable error) {
                            downstream.onError(error);
                        }
                    });
                }

                @Override
                public void onError(Throwable error) {
                    downstream.onError(error);
                }
            });
        }
    }

    static final class DoOnSuccess<T> extends Single<T> {
        final Single<T> source;
        final Consumer<? super T> onSuccess;

        DoOnSuccess(Single<T> source, Consumer<? super T> onSuccess) {
            this.source = source;
            this.onSuccess = onSuccess;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> downstream) {
            source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    downstream.onSubscribe(d);
                }

                @Override
                public void onSuccess(T value) {
                    try {
                        DoOnSuccess.this.onSuccess.accept(value);
                    } catch (Throwable t) {
                        downstream.onError(t);
                        return;
                    }
                    downstream.onSuccess(value);
                }

                @Override
                public void onError(Throwable error) {
                    downstream.onError(error);
                }
            });
        }
    }

    static final class OnErrorReturn<T> extends Single<T> {
        final Single<T> source;
        final Function<? super Throwable, ? extends T> fallback;

        OnErrorReturn(Single<T> source, Function<? super Throwable, ? extends T> fallback) {
            this.source = source;
            this.fallback = fallback;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> downstream) {
            source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    downstream.onSubscribe(d);
                }

                @Override
                public void onSuccess(T value) {
                    downstream.onSuccess(value);
                }

                @Override
                public void onError(Throwable error) {
                    T value;
                    try {
                        value = fallback.apply(error);
                    } catch (Throwable t) {
                        downstream.onError(t);
                        return;
                    }
                    downstream.onSuccess(value);
                }
            });
        }
    }

    /** Subscribes to the source on the scheduler's thread: everything upstream runs there. */
    static final class SubscribeOn<T> extends Single<T> {
        final Single<T> source;
        final Scheduler scheduler;

        SubscribeOn(Single<T> source, Scheduler scheduler) {
            this.source = source;
            this.scheduler = scheduler;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> downstream) {
            Disposables.Serial serial = new Disposables.Serial();
            downstream.onSubscribe(serial);
            serial.set(scheduler.schedule(() -> source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    serial.set(d);
                }

                @Override
                public void onSuccess(T value) {
                    downstream.onSuccess(value);
                }

                @Override
                public void onError(Throwable error) {
                    downstream.onError(error);
                }
            })));
        }
    }

    /** Delivers the outcome on the scheduler's thread; the source itself still runs where it is subscribed. */
    static final class ObserveOn<T> extends Single<T> {
        final Single<T> source;
        final Scheduler scheduler;

        ObserveOn(Single<T> source, Scheduler scheduler) {
            this.source = source;
            this.scheduler = scheduler;
        }

        @Override
        protected void subscribeActual(SingleObserver<? super T> downstream) {
            source.subscribe(new SingleObserver<T>() {
                @Override
                public void onSubscribe(Disposable d) {
                    downstream.onSubscribe(d);
                }

                @Override
                public void onSuccess(T value) {
                    scheduler.schedule(() -> downstream.onSuccess(value));
                }

                @Override
                public void onError(Throwable error) {
                    scheduler.schedule(() -> downstream.onError(error));
                }
            });
        }
    }

    static final class BlockingObserver<T> extends CountDownLatch implements SingleObserver<T> {
        volatile Disposable upstream;
        volatile T value;
        volatile Throwable error;

        BlockingObserver() {
            super(1);
        }

        @Override
        public void onSubscribe(Disposable d) {
            upstream = d;
        }

        @Override
        public void onSuccess(T value) {
            this.value = value;
            countDown();
        }

        @Override
        public void onError(Throwable error) {
            this.error = error;
            countDown();
        }

        T result() {
            if (getCount() != 0) {
                try {
                    await();
                } catch (InterruptedException e) {
                    Disposable d = upstream;
                    if (d != null) {
                        d.dispose();
                    }
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException("interrupted while waiting", e);
                }
            }
            Throwable failure = error;
            if (failure != null) {
                throw propagate(failure);
            }
            return value;
        }
    }

    static final class CallbackObserver<T> implements SingleObserver<T>, Disposable {
        final Consumer<? super T> onSuccess;
        final Consumer<? super Throwable> onError;
        final Disposables.Serial upstream = new Disposables.Serial();

        CallbackObserver(Consumer<? super T> onSuccess, Consumer<? super Throwable> onError) {
            this.onSuccess = onSuccess;
            this.onError = onError;
        }

        @Override
        public void onSubscribe(Disposable d) {
            upstream.set(d);
        }

        @Override
        public void onSuccess(T value) {
            if (upstream.isDisposed()) {
                return;
            }
            try {
                onSuccess.accept(value);
            } catch (Throwable t) {
                android.util.Log.w("Single", "onSuccess callback failed", t);
            }
        }

        @Override
        public void onError(Throwable error) {
            if (upstream.isDisposed()) {
                return;
            }
            try {
                onError.accept(error);
            } catch (Throwable t) {
                android.util.Log.w("Single", "onError callback failed", t);
            }
        }

        @Override
        public void dispose() {
            upstream.dispose();
        }

        @Override
        public boolean isDisposed() {
            return upstream.isDisposed();
        }
    }
}
