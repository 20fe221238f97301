package com.kestrel.ledger.pipeline;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.json.JSONException;

/** An ordered list of interceptors; the last one answers without proceeding. */
public final class Pipeline {
    final List<Interceptor> interceptors;

    Pipeline(List<Interceptor> interceptors) {
        this.interceptors = Collections.unmodifiableList(new ArrayList<>(interceptors));
    }

    public Response execute(Request request) throws JSONException {
        return new RealChain(interceptors, 0, request).proceed(request);
    }

    public static Builder builder() {
        return new Builder();
    }

    public static final class Builder {
        final List<Interceptor> interceptors = new ArrayList<>();

        public Builder add(Interceptor interceptor) {
            interceptors.add(interceptor);
            return this;
        }

        /** The pipeline ending in terminal, which must answer every request that reaches it. */
        public Pipeline build(Interceptor terminal) {
            List<Interceptor> all = new ArrayList<>(interceptors);
            all.add(terminal);
            return new Pipeline(all);
        }
    }

    static final class RealChain implements Interceptor.Chain {
        final List<Interceptor> interceptors;
        final int index;
        final Request request;

        RealChain(List<Interceptor> interceptors, int index, Request request) {
            this.interceptors = interceptors;
            this.index = index;
            this.request = request;
        }

        @Override
        public Request request() {
            return request;
        }

        @Override
        public Response proceed(Request next) throws JSONException {
            if (index >= interceptors.size()) {
                throw new IllegalStateException("the last interceptor proceeded instead of answering");
            }
            Interceptor current = interceptors.get(index);
            return current.intercept(new RealChain(interceptors, index + 1, next));
        }
    }
}
