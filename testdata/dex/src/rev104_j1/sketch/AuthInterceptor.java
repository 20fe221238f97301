package com.darkroom.net;

import java.io.IOException;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/** Adds the member's bearer token and echoes the club session header the request carries. */
final class AuthInterceptor implements Interceptor {
    private final String token;

    AuthInterceptor(String token) {
        this.token = token;
    }

    @Override
    public Response intercept(Interceptor.Chain chain) throws IOException {
        Request req = chain.request();
        String session = req.header("X-Club-Session");
        Request.Builder b = req.newBuilder().header("Authorization", "Bearer ".concat(token));
        if (session != null) {
            b.header("X-Session-Echo", session);
        }
        return chain.proceed(b.build());
    }
}
