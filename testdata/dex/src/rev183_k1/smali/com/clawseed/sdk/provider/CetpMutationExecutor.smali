.class public interface abstract Lcom/clawseed/sdk/provider/CetpMutationExecutor;
.super Ljava/lang/Object;
.source "Cetp.kt"


# virtual methods
.method public abstract execute(Lcom/clawseed/sdk/provider/CetpRequest;Lkotlin/jvm/functions/Function1;)Landroid/os/Bundle;
.end method
