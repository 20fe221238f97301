.class public final Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;
.super Lkotlin/coroutines/jvm/internal/ContinuationImpl;
.source "SafeCollector.common.kt"

# instance fields
.field synthetic result:Ljava/lang/Object;
.field label:I
.field final synthetic this$0:Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;
.field L$0:Ljava/lang/Object;
.field L$1:Ljava/lang/Object;
.field L$2:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object v2, v1, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;->this$0:Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;
    invoke-direct {v1, v3}, Lkotlin/coroutines/jvm/internal/ContinuationImpl;-><init>(Lkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    iput-object v4, v3, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;->result:Ljava/lang/Object;
    iget v1, v3, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;->label:I
    const/high16 v2, -0x80000000
    or-int v1, v1, v2
    iput v1, v3, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;->label:I
    iget-object v0, v3, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1$1;->this$0:Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;
    const/4 v1, 0x0
    move-object v2, v3
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {v0, v1, v2}, Lcom/rk/GateProvider$flowList$1$invokeSuspend$$inlined$filter$1;->collect(Lkotlinx/coroutines/flow/FlowCollector;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

