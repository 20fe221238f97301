package com.fieldnote.birding.data;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/** A store of T by ID: the one shape every table and every in-process map of the app is reached through. */
public abstract class Repo<T, ID> {
    /** The item stored under {@code id}, or null. */
    public abstract T findById(ID id);

    /** Stores {@code item}, replacing the one with the same id, and returns its id. */
    public abstract ID save(T item);

    /** Removes the item stored under {@code id}; true when there was one. */
    public abstract boolean deleteById(ID id);

    /** A repository that lives in this process only, keyed by {@code idOf}. */
    public static <T, ID> Repo<T, ID> inMemory(Function<? super T, ? extends ID> idOf) {
        return new InMemory<>(idOf);
    }

    /** What {@link #inMemory} makes: a concurrent map, gone when the process dies. */
    static final class InMemory<T, ID> extends Repo<T, ID> {
        private final Map<ID, T> items = new ConcurrentHashMap<>();
        private final Function<? super T, ? extends ID> idOf;

        InMemory(Function<? super T, ? extends ID> idOf) {
            this.idOf = idOf;
        }

        @Override
        public T findById(ID id) {
            return id == null ? null : items.get(id);
        }

        @Override
        public ID save(T item) {
            ID id = idOf.apply(item);
            items.put(id, item);
            return id;
        }

        @Override
        public boolean deleteById(ID id) {
            return id != null && items.remove(id) != null;
        }
    }
}
