.class final Lcom/example/r18w/FeedProvider$watch$1$1;
.super Ljava/lang/Object;
.source "FeedProvider.kt"

# interfaces
.implements Lkotlinx/coroutines/flow/FlowCollector;

.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/example/r18w/FeedProvider$watch$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = null
.end annotation

.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final emit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 4
    .line 37
    # true positive CETP603: a Flow collector inside scope.launch on Dispatchers.Default
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p1
    invoke-static {p2, p1}, Lcom/example/r18w/Audit;->record(ILjava/lang/Object;)V
    .line 38
    sget-object p1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object p1
.end method

.method public bridge synthetic emit(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 3
    check-cast p1, Ljava/lang/Number;
    invoke-virtual {p1}, Ljava/lang/Number;->intValue()I
    move-result p1
    invoke-virtual {p0, p1, p2}, Lcom/example/r18w/FeedProvider$watch$1$1;->emit(ILkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object p1
    return-object p1
.end method
