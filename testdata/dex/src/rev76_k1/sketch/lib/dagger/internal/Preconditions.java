package dagger.internal;

public final class Preconditions {
  public static <T> T checkNotNull(T reference) {
    if (reference == null) {
      throw new NullPointerException();
    }
    return reference;
  }

  public static <T> T checkNotNull(T reference, String errorMessage) {
    if (reference == null) {
      throw new NullPointerException(errorMessage);
    }
    return reference;
  }

  public static <T> T checkNotNullFromProvides(T reference) {
    if (reference == null) {
      throw new NullPointerException("Cannot return null from a non-@Nullable @Provides method");
    }
    return reference;
  }

  public static <T> void checkBuilderRequirement(T requirement, Class<T> clazz) {
    if (requirement == null) {
      throw new IllegalStateException(clazz.getCanonicalName() + " must be set");
    }
  }

  private Preconditions() {}
}
