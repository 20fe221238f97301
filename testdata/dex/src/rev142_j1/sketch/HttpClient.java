package com.quaywire.net;

import com.quaywire.data.DiskCache;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** A small client over HttpURLConnection: an interceptor chain ending in the network, and a dispatcher thread. */
public final class HttpClient {
    private final String baseUrl;
    private final String apiKey;
    private final List<Interceptor> interceptors;
    private final ExecutorService dispatcher = Executors.newFixedThreadPool(2);

    public HttpClient(String baseUrl, String apiKey, Interceptor... interceptors) {
        this.baseUrl = baseUrl;
        this.apiKey = apiKey;
        this.interceptors = Arrays.asList(interceptors);
    }

    /** Runs a job on the dispatcher, where retries may take their time without holding a Binder thread. */
    public <T> Future<T> submit(Callable<T> job) {
        return dispatcher.submit(job);
    }

    public HttpResponse execute(HttpRequest request, Interceptor... extra) throws IOException {
        List<Interceptor> all = new ArrayList<>(interceptors);
        all.addAll(Arrays.asList(extra));
        return new Link(all, 0, request).proceed(request);
    }

    HttpResponse transmit(HttpRequest request) throws IOException {
        HttpURLConnection conn = (HttpURLConnection) new URL(baseUrl + request.path).openConnection();
        try {
            conn.setRequestMethod(request.method);
            conn.setConnectTimeout(request.timeoutMs);
            conn.setReadTimeout(request.timeoutMs);
            conn.setRequestProperty("Accept", "application/json");
            conn.setRequestProperty("Authorization", "Bearer " + apiKey);
            for (Map.Entry<String, String> h : request.headers.entrySet()) {
                conn.setRequestProperty(h.getKey(), h.getValue());
            }
            if (request.body != null) {
                conn.setDoOutput(true);
                conn.setRequestProperty("Content-Type", "application/json; charset=utf-8");
                try (OutputStream out = conn.getOutputStream()) {
                    out.write(request.body.getBytes(StandardCharsets.UTF_8));
                }
            }
            int status = conn.getResponseCode();
            InputStream stream = status >= 400 ? conn.getErrorStream() : conn.getInputStream();
            String body = stream == null ? "" : DiskCache.readAll(stream);
            if (status >= 400) {
                throw new ApiException(status, body);
            }
            return new HttpResponse(status, body);
        } finally {
            conn.disconnect();
        }
    }

    private final class Link implements Interceptor.Chain {
        private final List<Interceptor> chain;
        private final int index;
        private final HttpRequest request;

        Link(List<Interceptor> chain, int index, HttpRequest request) {
            this.chain = chain;
            this.index = index;
            this.request = request;
        }

        @Override
        public HttpRequest request() {
            return request;
        }

        @Override
        public HttpResponse proceed(HttpRequest next) throws IOException {
            if (index == chain.size()) {
                return transmit(next);
            }
            return chain.get(index).intercept(new Link(chain, index + 1, next));
        }
    }
}
