.class public interface abstract Lcom/example/r27q/RequestRepo;
.super Ljava/lang/Object;
.source "Executors.kt"

.method public abstract find(Ljava/lang/String;)Lcom/clawseed/cetp/sdk/CetpProviderResult;
.end method

.method public abstract record(Ljava/lang/String;Lcom/clawseed/cetp/sdk/CetpProviderResult;)V
.end method
