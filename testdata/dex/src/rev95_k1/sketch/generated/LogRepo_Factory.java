package com.kitelog;

import dagger.internal.Factory;
import javax.inject.Provider;

public final class LogRepo_Factory implements Factory<LogRepo> {
  private final Provider<LogDb> storeProvider;

  public LogRepo_Factory(Provider<LogDb> storeProvider) {
    this.storeProvider = storeProvider;
  }

  @Override
  public LogRepo get() {
    return newInstance(storeProvider.get());
  }

  public static LogRepo_Factory create(Provider<LogDb> storeProvider) {
    return new LogRepo_Factory(storeProvider);
  }

  public static LogRepo newInstance(LogDb store) {
    return new LogRepo(store);
  }
}
