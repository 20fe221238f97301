.class public final Lapp/larder/kitchen/cetp/WorkersKt$onWorker$1;
.super Ljava/lang/Object;
.source "Workers.kt"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field final synthetic $block:Lkotlin/jvm/functions/Function0;


# direct methods
.method public constructor <init>(Lkotlin/jvm/functions/Function0;)V
    .registers 2

    iput-object p1, p0, Lapp/larder/kitchen/cetp/WorkersKt$onWorker$1;->$block:Lkotlin/jvm/functions/Function0;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 2

    .line 15
    iget-object v0, p0, Lapp/larder/kitchen/cetp/WorkersKt$onWorker$1;->$block:Lkotlin/jvm/functions/Function0;

    invoke-interface {v0}, Lkotlin/jvm/functions/Function0;->invoke()Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
