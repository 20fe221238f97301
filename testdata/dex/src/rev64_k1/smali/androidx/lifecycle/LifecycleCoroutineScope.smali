.class public abstract Landroidx/lifecycle/LifecycleCoroutineScope;
.super Ljava/lang/Object;
.source "Lifecycle.kt"

# interfaces
.implements Lkotlinx/coroutines/CoroutineScope;


.method public constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

