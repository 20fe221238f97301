package com.wrenfield.notes.core;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Where a tool body runs. */
public interface Runner {
    <T> T run(Task<T> task, long budgetMs) throws TimeoutException;

    interface Task<T> {
        T run();
    }

    /** On the calling thread; the budget is the caller's to enforce. */
    final class Inline implements Runner {
        @Override
        public <T> T run(Task<T> task, long budgetMs) {
            return task.run();
        }
    }

    /** On a small pool, given up when the budget runs out. */
    final class Pooled implements Runner {
        private final ExecutorService pool;

        public Pooled(int threads) {
            pool = Executors.newFixedThreadPool(threads, body -> {
                Thread thread = new Thread(body, "wrenfield-tools");
                thread.setDaemon(true);
                return thread;
            });
        }

        @Override
        public <T> T run(Task<T> task, long budgetMs) throws TimeoutException {
            Future<T> future = pool.submit(task::run);
            try {
                return future.get(budgetMs, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                future.cancel(true);
                throw e;
            } catch (InterruptedException e) {
                future.cancel(true);
                Thread.currentThread().interrupt();
                throw new TimeoutException("interrupted while waiting");
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (cause instanceof RuntimeException) {
                    throw (RuntimeException) cause;
                }
                if (cause instanceof Error) {
                    throw (Error) cause;
                }
                throw new IllegalStateException(cause);
            }
        }
    }
}
