package com.kitelog;

import android.content.Context;
import dagger.internal.DoubleCheck;
import dagger.internal.InstanceFactory;
import dagger.internal.Preconditions;
import javax.inject.Provider;

public final class DaggerAppComponent {
  private DaggerAppComponent() {
  }

  public static AppComponent.Builder builder() {
    return new Builder();
  }

  private static final class Builder implements AppComponent.Builder {
    private Context context;

    @Override
    public Builder context(Context context) {
      this.context = Preconditions.checkNotNull(context);
      return this;
    }

    @Override
    public AppComponent build() {
      Preconditions.checkBuilderRequirement(context, Context.class);
      return new AppComponentImpl(context);
    }
  }

  private static final class AppComponentImpl implements AppComponent {
    private final AppComponentImpl appComponentImpl = this;

    private Provider<Context> contextProvider;

    private Provider<LogDb> logDbProvider;

    private Provider<LogRepo> logRepoProvider;

    AppComponentImpl(Context contextParam) {

      initialize(contextParam);

    }

    @SuppressWarnings("unchecked")
    private void initialize(final Context contextParam) {
      this.contextProvider = InstanceFactory.create(contextParam);
      this.logDbProvider = DoubleCheck.provider(LogDb_Factory.create(contextProvider));
      this.logRepoProvider = DoubleCheck.provider(LogRepo_Factory.create(logDbProvider));
    }

    @Override
    public LogRepo logRepo() {
      return logRepoProvider.get();
    }

    @Override
    public Gate gate() {
      return new OpenGate();
    }
  }
}
