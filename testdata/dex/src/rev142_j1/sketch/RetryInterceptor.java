package com.quaywire.net;

import java.io.IOException;

/** Retries a request that failed in transit or with a 502/503/504, with a growing pause between tries. */
public final class RetryInterceptor implements Interceptor {
    private final int attempts;
    private final long backoffMs;

    public RetryInterceptor(int attempts, long backoffMs) {
        this.attempts = attempts;
        this.backoffMs = backoffMs;
    }

    @Override
    public HttpResponse intercept(Chain chain) throws IOException {
        IOException last = null;
        for (int attempt = 0; attempt < attempts; attempt++) {
            try {
                return chain.proceed(chain.request());
            } catch (ApiException e) {
                if (e.status < 502 || e.status > 504) {
                    throw e;
                }
                last = e;
            } catch (IOException e) {
                last = e;
            }
            try {
                Thread.sleep(backoffMs << attempt);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        throw last != null ? last : new IOException("no attempt made");
    }
}
