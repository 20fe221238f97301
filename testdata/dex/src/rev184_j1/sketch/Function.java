package com.hearthboard.rx;

/** A mapping step of a reactive chain; may throw, the chain turns the exception into onError. */
public interface Function<T, R> {
    R apply(T value) throws Exception;
}
