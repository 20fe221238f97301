package dagger.internal;

import javax.inject.Provider;

/** What every generated factory implements (Dagger runtime). */
public interface Factory<T> extends Provider<T> {
}
