package com.quaywire.data;

import java.util.List;

/** One page of a listing and the opaque cursor of the next one (null at the end). */
public final class Page<T> {
    public final List<T> items;
    public final String nextCursor;

    public Page(List<T> items, String nextCursor) {
        this.items = items;
        this.nextCursor = nextCursor;
    }
}
