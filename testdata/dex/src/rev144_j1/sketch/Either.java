package com.ferncastle.plugin;

import java.util.function.Function;

/** A left (the problem) or a right (the value). */
public final class Either<L, R> {
    private final L left;
    private final R right;
    private final boolean isRight;

    Either(L left, R right, boolean isRight) {
        this.left = left;
        this.right = right;
        this.isRight = isRight;
    }

    public static <L, R> Either<L, R> left(L value) {
        return new Either<>(value, null, false);
    }

    public static <L, R> Either<L, R> right(R value) {
        return new Either<>(null, value, true);
    }

    public boolean isRight() {
        return isRight;
    }

    public L left() {
        return left;
    }

    public R right() {
        return right;
    }

    public <X> Either<L, X> flatMap(Function<R, Either<L, X>> next) {
        if (!isRight) {
            return left(left);
        }
        return next.apply(right);
    }
}
