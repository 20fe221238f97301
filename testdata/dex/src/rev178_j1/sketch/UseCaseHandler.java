package com.larderly.app.domain;

import android.os.Handler;
import java.util.concurrent.Executor;

/** Runs interactors on a background executor and hands their results back on the main thread. */
public final class UseCaseHandler {
    public interface Callback<R> {
        void onResult(Result<R> result);
    }

    private final Executor executor;
    private final Handler mainThread;

    public UseCaseHandler(Executor executor, Handler mainThread) {
        this.executor = executor;
        this.mainThread = mainThread;
    }

    public <P, R> void execute(UseCase<P, R> useCase, P params, Callback<R> callback) {
        executor.execute(() -> {
            Result<R> result = runCatching(useCase, params);
            mainThread.post(() -> callback.onResult(result));
        });
    }

    static <P, R> Result<R> runCatching(UseCase<P, R> useCase, P params) {
        try {
            return useCase.execute(params);
        } catch (DomainException e) {
            return Result.failure(e);
        } catch (RuntimeException e) {
            return Result.failure(new DomainException(DomainException.INTERNAL, "unexpected failure", e));
        }
    }
}
