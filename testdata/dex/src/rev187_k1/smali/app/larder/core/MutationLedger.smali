.class public interface abstract Lapp/larder/core/MutationLedger;
.super Ljava/lang/Object;
.source "Ledger.kt"


# virtual methods
.method public abstract once(Lapp/larder/core/ToolCall;Ljava/lang/String;Lkotlin/jvm/functions/Function0;)Lapp/larder/core/Reply;
.end method

.method public abstract recorded(Lapp/larder/core/ToolCall;Ljava/lang/String;)Lapp/larder/core/Reply;
.end method
