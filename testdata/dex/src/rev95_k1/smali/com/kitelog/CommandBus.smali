.class public final Lcom/kitelog/CommandBus;
.super Ljava/lang/Object;
.source "Commands.kt"

.field private final commands:Lkotlinx/coroutines/flow/MutableSharedFlow;

.method public constructor <init>()V
    .registers 6
    .line 12
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    .line 13
    const/4 v0, 0x0
    const/16 v1, 0x10
    const/4 v2, 0x0
    const/4 v3, 0x5
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlinx/coroutines/flow/SharedFlowKt;->MutableSharedFlow$default(IILkotlinx/coroutines/channels/BufferOverflow;ILjava/lang/Object;)Lkotlinx/coroutines/flow/MutableSharedFlow;
    move-result-object v0
    iput-object v0, v5, Lcom/kitelog/CommandBus;->commands:Lkotlinx/coroutines/flow/MutableSharedFlow;
    .line 12
    return-void
.end method

.method public final getCommands()Lkotlinx/coroutines/flow/MutableSharedFlow;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/kitelog/CommandBus;->commands:Lkotlinx/coroutines/flow/MutableSharedFlow;
    return-object v0
.end method

