package com.ridgeway.doorhub.cetp;

import com.ridgeway.doorhub.data.DoorhubDatabase;

import javax.inject.Provider;

/** What Dagger generates for SessionStore's @Inject constructor. */
public final class SessionStore_Factory implements Provider<SessionStore> {
    private final Provider<DoorhubDatabase> databaseProvider;
    private final Provider<Tokens> tokensProvider;

    public SessionStore_Factory(Provider<DoorhubDatabase> databaseProvider, Provider<Tokens> tokensProvider) {
        this.databaseProvider = databaseProvider;
        this.tokensProvider = tokensProvider;
    }

    @Override
    public SessionStore get() {
        return newInstance(databaseProvider.get(), tokensProvider.get());
    }

    public static SessionStore_Factory create(Provider<DoorhubDatabase> databaseProvider,
            Provider<Tokens> tokensProvider) {
        return new SessionStore_Factory(databaseProvider, tokensProvider);
    }

    public static SessionStore newInstance(DoorhubDatabase database, Tokens tokens) {
        return new SessionStore(database, tokens);
    }
}
