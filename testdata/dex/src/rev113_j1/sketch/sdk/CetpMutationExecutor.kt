package com.clawseed.cetp.sdk

/** Runs a mutating tool at most once per (caller, request_id); the app makes it durable. */
fun interface CetpMutationExecutor {
    fun execute(request: CetpProviderRequest, mutation: () -> CetpProviderResult): CetpProviderResult
}
