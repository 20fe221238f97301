package com.larderly

import java.security.SecureRandom
import java.util.Random

// Shared by both providers: randomness. java.util.Random is there for retry jitter.
val coreModule = module {
    single { SecureRandom() }
    single<Random> { Random() }
    factory { DiscardPlan() }
}

val pantryModule = module {
    single { CallerBoundSessions(MemorySessions(TokenMint(get<SecureRandom>()))) }
    single { SealedResolutions() }
}

val orderModule = module {
    single { LoggingSessions(MemorySessions(TokenMint(get<SecureRandom>()))) }
    single<ResolutionFactory> { UpdatingResolutions() }
    single { SealedResolutions() }
    single<ConfirmIntents> { TracingConfirmIntents(ExplicitConfirmIntents()) }
}

fun retryJitter(locator: Locator): Long = 250L + locator.get<Random>().nextInt(750)
