package io.reactivex.internal.operators.single;

import io.reactivex.Single;
import io.reactivex.SingleObserver;
import io.reactivex.functions.Function;

public final class SingleMap<T, R> extends Single<R> {
    final Single<? extends T> source;
    final Function<? super T, ? extends R> mapper;

    public SingleMap(Single<? extends T> source, Function<? super T, ? extends R> mapper) {
        this.source = source;
        this.mapper = mapper;
    }

    @Override
    protected void subscribeActual(SingleObserver<? super R> observer) {
        source.subscribe(new MapSingleObserver<T, R>(observer, mapper));
    }

    static final class MapSingleObserver<T, R> implements SingleObserver<T> {
        final SingleObserver<? super R> downstream;
        final Function<? super T, ? extends R> mapper;

        MapSingleObserver(SingleObserver<? super R> downstream, Function<? super T, ? extends R> mapper) {
            this.downstream = downstream;
            this.mapper = mapper;
        }

        @Override
        public void onSuccess(T value) {
            R v;
            try {
                v = mapper.apply(value);
            } catch (Throwable e) {
                onError(e);
                return;
            }
            downstream.onSuccess(v);
        }

        @Override
        public void onError(Throwable e) {
            downstream.onError(e);
        }
    }
}
