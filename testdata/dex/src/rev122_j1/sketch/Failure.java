package com.keyholder.cetp;

import com.google.auto.value.AutoValue;

/** A §5 error a tool handler hands back to the envelope code. */
@AutoValue
public abstract class Failure {
    public abstract String code();

    public abstract String message();

    public abstract boolean retryable();

    public static Failure of(String code, String message, boolean retryable) {
        return new AutoValue_Failure(code, message, retryable);
    }
}
