package com.molar.core;

import dagger.internal.Factory;

public final class TokenStore_Factory implements Factory<TokenStore> {
    private static final TokenStore_Factory INSTANCE = new TokenStore_Factory();

    @Override
    public TokenStore get() {
        return new TokenStore();
    }

    public static TokenStore_Factory create() {
        return INSTANCE;
    }

    public static TokenStore newInstance() {
        return new TokenStore();
    }
}
