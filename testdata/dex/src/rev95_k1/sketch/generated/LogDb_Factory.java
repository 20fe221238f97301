package com.kitelog;

import android.content.Context;
import dagger.internal.Factory;
import javax.inject.Provider;

public final class LogDb_Factory implements Factory<LogDb> {
  private final Provider<Context> contextProvider;

  public LogDb_Factory(Provider<Context> contextProvider) {
    this.contextProvider = contextProvider;
  }

  @Override
  public LogDb get() {
    return newInstance(contextProvider.get());
  }

  public static LogDb_Factory create(Provider<Context> contextProvider) {
    return new LogDb_Factory(contextProvider);
  }

  public static LogDb newInstance(Context context) {
    return new LogDb(context);
  }
}
