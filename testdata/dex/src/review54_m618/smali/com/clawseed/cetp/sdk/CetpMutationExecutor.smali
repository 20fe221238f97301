.class public interface abstract Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.super Ljava/lang/Object;
.source "SourceFile"


.method public abstract execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Lkotlin/jvm/functions/Function0;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method

