.class public interface abstract Lcom/clawseed/cetp/sdk/CetpMutationExecutor;
.super Ljava/lang/Object;
.source "CetpMutationExecutor.java"


# virtual methods
.method public abstract execute(Lcom/clawseed/cetp/sdk/CetpProviderRequest;Ljava/util/function/Supplier;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/clawseed/cetp/sdk/CetpProviderRequest;",
            "Ljava/util/function/Supplier<",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;",
            ">;)",
            "Lcom/clawseed/cetp/sdk/CetpProviderResult;"
        }
    .end annotation
.end method
