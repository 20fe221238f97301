package javax.inject;

/** javax.inject's provider interface, as the javax.inject jar in the APK has it. */
public interface Provider<T> {
    T get();
}
