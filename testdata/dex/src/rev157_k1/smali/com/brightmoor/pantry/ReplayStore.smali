.class public interface abstract Lcom/brightmoor/pantry/ReplayStore;
.super Ljava/lang/Object;
.source "Repositories.kt"


# virtual methods
.method public abstract prior(Ljava/lang/String;)Lcom/brightmoor/pantry/ReplayEntity;
.end method

.method public abstract record(Ljava/lang/String;Lcom/brightmoor/pantry/ReplayEntity;)V
.end method
