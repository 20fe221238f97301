package com.keyholder.di;

import dagger.Module;
import dagger.Provides;
import java.security.SecureRandom;
import java.util.Random;
import javax.inject.Named;
import javax.inject.Singleton;

@Module
public class SecurityModule {
    /** Cheap randomness for retry jitter and list shuffles. */
    @Provides
    @Singleton
    @Named("fast")
    Random provideFastRandom() {
        return new Random();
    }

    /** For anything a caller must not guess. */
    @Provides
    @Singleton
    @Named("secure")
    Random provideSecureRandom() {
        return new SecureRandom();
    }
}
