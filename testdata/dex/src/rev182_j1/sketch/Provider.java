package javax.inject;

/** JSR-330 provider, as the javax.inject artifact ships it inside the APK. */
public interface Provider<T> {
    T get();
}
