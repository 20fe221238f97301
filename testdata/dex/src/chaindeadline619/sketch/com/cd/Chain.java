package com.cd;

import android.os.Bundle;
import java.util.ArrayList;
import java.util.List;

/** The steps a provider built, in order. */
final class Chain implements Step.Chain {
    private final List<Step> steps;
    private final int index;
    private final Bundle request;

    private Chain(List<Step> steps, int index, Bundle request) {
        this.steps = steps;
        this.index = index;
        this.request = request;
    }

    static Bundle run(List<Step> steps, Bundle request) {
        return new Chain(steps, 0, request).proceed(request);
    }

    static List<Step> of(Step... steps) {
        List<Step> out = new ArrayList<>();
        for (Step s : steps) {
            out.add(s);
        }
        return out;
    }

    @Override
    public Bundle request() {
        return request;
    }

    @Override
    public Bundle proceed(Bundle next) {
        return steps.get(index).handle(new Chain(steps, index + 1, next));
    }
}
