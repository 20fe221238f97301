package com.wrenfield.notes.core;

import java.util.function.Function;

/** A value or a ToolError. */
public final class Result<T> {
    private final T value;
    private final ToolError error;

    private Result(T value, ToolError error) {
        this.value = value;
        this.error = error;
    }

    public static <T> Result<T> ok(T value) {
        return new Result<>(value, null);
    }

    public static <T> Result<T> fail(ToolError error) {
        return new Result<>(null, error);
    }

    public static <T> Result<T> fail(String code, String message, boolean retryable) {
        return fail(new ToolError(code, message, retryable));
    }

    public boolean isOk() {
        return error == null;
    }

    public T value() {
        if (error != null) {
            throw new IllegalStateException("no value: " + error.code());
        }
        return value;
    }

    public ToolError error() {
        return error;
    }

    public <R> Result<R> map(Function<? super T, ? extends R> f) {
        return error == null ? Result.ok(f.apply(value)) : Result.fail(error);
    }

    public <R> Result<R> flatMap(Function<? super T, Result<R>> f) {
        return error == null ? f.apply(value) : Result.fail(error);
    }
}
