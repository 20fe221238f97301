package app.hearthlink.di;

import java.security.SecureRandom;
import java.util.Random;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

/** The bindings DaggerHubComponent wires by hand. */
public final class HubModule {
    private HubModule() {
    }

    public static Random provideSecureRandom() {
        return new SecureRandom();
    }

    /** Cheap randomness, for ids that "only need to be unique". */
    public static Random provideRandom() {
        return new Random();
    }

    public static Executor provideExecutor() {
        return Executors.newSingleThreadExecutor();
    }
}
