package com.google.common.util.concurrent;

import com.google.common.base.Function;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;

/** Guava's Futures, as bundled (stub: work runs in the calling thread, as with directExecutor). */
public final class Futures {
    private Futures() {
    }

    public static <V> ListenableFuture<V> immediateFuture(V value) {
        return new ImmediateFuture<>(value, null);
    }

    public static <V> ListenableFuture<V> immediateFailedFuture(Throwable failure) {
        return new ImmediateFuture<>(null, failure);
    }

    public static <O> ListenableFuture<O> submit(Callable<O> callable, Executor executor) {
        try {
            return immediateFuture(callable.call());
        } catch (Exception e) {
            return immediateFailedFuture(e);
        }
    }

    public static <I, O> ListenableFuture<O> transform(ListenableFuture<I> input,
            Function<? super I, ? extends O> function, Executor executor) {
        try {
            return immediateFuture(function.apply(input.get()));
        } catch (ExecutionException e) {
            return immediateFailedFuture(e.getCause());
        } catch (InterruptedException | RuntimeException e) {
            return immediateFailedFuture(e);
        }
    }
}
