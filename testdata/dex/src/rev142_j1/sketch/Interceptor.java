package com.quaywire.net;

import java.io.IOException;

/** One link of the client's chain; it may change the request, retry, or answer itself. */
public interface Interceptor {
    HttpResponse intercept(Chain chain) throws IOException;

    interface Chain {
        HttpRequest request();

        HttpResponse proceed(HttpRequest request) throws IOException;
    }
}
