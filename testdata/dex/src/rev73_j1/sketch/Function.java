package com.google.common.base;

/** Guava's Function, as bundled (stub). */
public interface Function<F, T> {
    T apply(F input);
}
