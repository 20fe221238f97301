package com.keyholder.cetp;

final class AutoValue_Failure extends Failure {
    private final String code;
    private final String message;
    private final boolean retryable;

    AutoValue_Failure(String code, String message, boolean retryable) {
        if (code == null) {
            throw new NullPointerException("Null code");
        }
        this.code = code;
        if (message == null) {
            throw new NullPointerException("Null message");
        }
        this.message = message;
        this.retryable = retryable;
    }

    @Override
    public String code() {
        return code;
    }

    @Override
    public String message() {
        return message;
    }

    @Override
    public boolean retryable() {
        return retryable;
    }

    @Override
    public String toString() {
        return "Failure{" + "code=" + code + ", " + "message=" + message + ", " + "retryable=" + retryable + "}";
    }

    @Override
    public boolean equals(Object o) {
        if (o == this) {
            return true;
        }
        if (o instanceof Failure) {
            Failure that = (Failure) o;
            return this.code.equals(that.code())
                    && this.message.equals(that.message())
                    && this.retryable == that.retryable();
        }
        return false;
    }

    @Override
    public int hashCode() {
        int h$ = 1;
        h$ *= 1000003;
        h$ ^= code.hashCode();
        h$ *= 1000003;
        h$ ^= message.hashCode();
        h$ *= 1000003;
        h$ ^= retryable ? 1231 : 1237;
        return h$;
    }
}
