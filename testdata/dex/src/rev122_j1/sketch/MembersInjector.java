package dagger;

/** Injects the fields and methods of an instance (Dagger runtime). */
public interface MembersInjector<T> {
    void injectMembers(T instance);
}
