package com.google.common.collect;

import java.util.AbstractList;

/** Guava's ImmutableList, as bundled (stub: a fixed array). */
public final class ImmutableList<E> extends AbstractList<E> {
    private final Object[] items;

    private ImmutableList(Object[] items) {
        this.items = items;
    }

    public static <E> ImmutableList<E> of(E e1, E e2) {
        return new ImmutableList<>(new Object[] {e1, e2});
    }

    public static <E> ImmutableList<E> of(E e1, E e2, E e3) {
        return new ImmutableList<>(new Object[] {e1, e2, e3});
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
        return (E) items[index];
    }

    @Override
    public int size() {
        return items.length;
    }
}
