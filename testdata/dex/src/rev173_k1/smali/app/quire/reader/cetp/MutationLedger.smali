.class public interface abstract Lapp/quire/reader/cetp/MutationLedger;
.super Ljava/lang/Object;
.source "Ledgers.kt"


# virtual methods
.method public abstract run(Lapp/quire/reader/cetp/Call;Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
.end method
