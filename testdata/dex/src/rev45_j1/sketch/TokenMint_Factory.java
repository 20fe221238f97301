package com.droprx.tools;

import dagger.internal.Factory;
import java.security.SecureRandom;
import java.util.Random;

public final class TokenMint_Factory implements Factory<TokenMint> {
    @Override
    public TokenMint get() {
        return newInstance(new Random(), new SecureRandom());
    }

    public static TokenMint_Factory create() {
        return InstanceHolder.INSTANCE;
    }

    public static TokenMint newInstance(Random rng, SecureRandom strong) {
        return new TokenMint(rng, strong);
    }

    private static final class InstanceHolder {
        private static final TokenMint_Factory INSTANCE = new TokenMint_Factory();
    }
}
