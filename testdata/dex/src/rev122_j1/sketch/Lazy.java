package dagger;

/** A handle on a value computed on first use and kept (Dagger runtime). */
public interface Lazy<T> {
    T get();
}
