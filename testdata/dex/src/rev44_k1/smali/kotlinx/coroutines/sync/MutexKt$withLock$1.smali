.class final Lkotlinx/coroutines/sync/MutexKt$withLock$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "Mutex.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nMutex.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Mutex.kt\nkotlinx/coroutines/sync/MutexKt$withLock$1\n*L\n1#1,20:1\n*E\n"
.end annotation

.field  L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  L$2:Ljava/lang/Object;
.field synthetic result:Ljava/lang/Object;
.field  label:I

.method constructor <init>(Lkotlin/coroutines/Continuation;)V
    .registers 2
    invoke-direct {v0, v1}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object v4, v3, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->result:Ljava/lang/Object;
    iget v1, v3, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v3, Lkotlinx/coroutines/sync/MutexKt$withLock$1;->label:I
    const/4 v0, 0x0
    const/4 v1, 0x0
    const/4 v2, 0x0
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-static {v0, v1, v2, v3}, Lkotlinx/coroutines/sync/MutexKt;->withLock(Lkotlinx/coroutines/sync/Mutex;Ljava/lang/Object;Lkotlin/jvm/functions/Function0;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

