package com.clawseed.cetp.sdk;
public interface CetpMutationExecutor { CetpProviderResult execute(android.content.Context c, String requestId, kotlin.jvm.functions.Function0<CetpProviderResult> mutation); }
