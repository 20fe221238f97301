.class public interface abstract Lcom/verdant/garden/cetp/MutationExecutor;
.super Ljava/lang/Object;
.source "MutationExecutor.java"


# virtual methods
.method public abstract execute(Lcom/verdant/garden/cetp/ProviderRequest;Ljava/util/function/Function;)Landroid/os/Bundle;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/verdant/garden/cetp/ProviderRequest;",
            "Ljava/util/function/Function<",
            "Lcom/verdant/garden/cetp/ProviderRequest;",
            "Landroid/os/Bundle;",
            ">;)",
            "Landroid/os/Bundle;"
        }
    .end annotation
.end method
