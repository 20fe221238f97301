package dagger.internal;

import javax.inject.Provider;

/** Dagger's factory marker: a generated Provider of one binding. */
public interface Factory<T> extends Provider<T> {
}
