package com.larderly.app.domain;

/** What an interactor hands back: a value, a domain failure, a request for the user's approval, or cancelled. */
public final class Result<T> {
    public final T value;
    public final DomainException error;
    public final Confirmation confirmation;
    public final boolean cancelled;

    private Result(T value, DomainException error, Confirmation confirmation, boolean cancelled) {
        this.value = value;
        this.error = error;
        this.confirmation = confirmation;
        this.cancelled = cancelled;
    }

    public static <T> Result<T> ok(T value) {
        return new Result<>(value, null, null, false);
    }

    public static <T> Result<T> failure(DomainException error) {
        return new Result<>(null, error, null, false);
    }

    public static <T> Result<T> needsConfirmation(Confirmation confirmation) {
        return new Result<>(null, null, confirmation, false);
    }

    public static <T> Result<T> wasCancelled() {
        return new Result<>(null, null, null, true);
    }

    public boolean isOk() {
        return error == null && confirmation == null && !cancelled;
    }

    /** What the provider's review screen must show before the effect may run. */
    public static final class Confirmation {
        public final String action;
        public final String target;
        public final String consequence;

        public Confirmation(String action, String target, String consequence) {
            this.action = action;
            this.target = target;
            this.consequence = consequence;
        }

        public String summary() {
            return action + ": " + target + ". " + consequence;
        }
    }
}
