package com.hearthboard.rx;

/** A side-effect callback of a reactive chain (doOnSuccess, subscribe). */
public interface Consumer<T> {
    void accept(T value) throws Exception;
}
