package javax.inject;

/** javax.inject's Provider, shipped in the APK with Dagger. */
public interface Provider<T> {
    T get();
}
