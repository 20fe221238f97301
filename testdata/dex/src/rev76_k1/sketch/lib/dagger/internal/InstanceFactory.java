package dagger.internal;

public final class InstanceFactory<T> implements Factory<T> {
  public static <T> Factory<T> create(T instance) {
    return new InstanceFactory<T>(Preconditions.checkNotNull(instance));
  }

  private final T instance;

  private InstanceFactory(T instance) {
    this.instance = instance;
  }

  @Override
  public T get() {
    return instance;
  }
}
