.class public interface abstract Landroidx/datastore/core/DataStore;
.super Ljava/lang/Object;
.source "DataStore.kt"


.method public abstract getData()Lkotlinx/coroutines/flow/Flow;
.end method

.method public abstract updateData(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method

