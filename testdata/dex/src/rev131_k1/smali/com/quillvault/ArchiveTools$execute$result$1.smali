.class final Lcom/quillvault/ArchiveTools$execute$result$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "ArchiveTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $call:Lcom/quillvault/ToolCall;
.field private synthetic L$0:Ljava/lang/Object;
.field  L$1:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/ArchiveTools;


# direct methods
.method constructor <init>(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->this$0:Lcom/quillvault/ArchiveTools;
    iput-object p2, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->$call:Lcom/quillvault/ToolCall;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v3, Lcom/quillvault/ArchiveTools$execute$result$1;
    iget-object v1, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->this$0:Lcom/quillvault/ArchiveTools;
    iget-object v2, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->$call:Lcom/quillvault/ToolCall;
    invoke-direct {v3, v1, v2, p2}, Lcom/quillvault/ArchiveTools$execute$result$1;-><init>(Lcom/quillvault/ArchiveTools;Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v3, Lcom/quillvault/ArchiveTools$execute$result$1;->L$0:Ljava/lang/Object;
    move-object v0, v3
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/ArchiveTools$execute$result$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/ArchiveTools$execute$result$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/ArchiveTools$execute$result$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/ArchiveTools$execute$result$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    iget-object v3, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->L$0:Ljava/lang/Object;
    check-cast v3, Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v9
    .line 25
    iget v0, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->label:I
    packed-switch v0, :pswitch_data_17
    goto :L159
:L40
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v4, v3
    iget-object v5, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->this$0:Lcom/quillvault/ArchiveTools;
    iget-object v6, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->$call:Lcom/quillvault/ToolCall;
:L58
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    move-object v7, v4
    .line 100
    const/4 v8, 0x0
    .line 25
    invoke-static {v3}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->L$0:Ljava/lang/Object;
    invoke-static {v7}, Lkotlin/coroutines/jvm/internal/SpillingKt;->nullOutSpilledVariable(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v2
    iput-object v2, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->L$1:Ljava/lang/Object;
    const/4 v2, 0x1
    iput v2, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->label:I
    invoke-virtual {v5, v6, p0}, Lcom/quillvault/ArchiveTools;->dispatch(Lcom/quillvault/ToolCall;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
:L99
    if-ne v0, v9, :L126
    return-object v9
:L108
    const/4 v8, 0x0
    iget-object v7, p0, Lcom/quillvault/ArchiveTools$execute$result$1;->L$1:Ljava/lang/Object;
    check-cast v7, Lkotlinx/coroutines/CoroutineScope;
:L120
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L126
    check-cast v0, Lcom/quillvault/Outcome;
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L134
    goto :L153
:L137
    move-exception v8
    sget-object v0, Lkotlin/Result;->Companion:Lkotlin/Result$Companion;
    invoke-static {v8}, Lkotlin/ResultKt;->createFailure(Ljava/lang/Throwable;)Ljava/lang/Object;
    move-result-object v0
    invoke-static {v0}, Lkotlin/Result;->constructor-impl(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v7
:L153
    invoke-static {v7}, Lkotlin/Result;->box-impl(Ljava/lang/Object;)Lkotlin/Result;
    move-result-object v0
    return-object v0
:L159
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_17
    .packed-switch 0x0
        :L40
        :L108
    .end packed-switch
    .catch Ljava/lang/Throwable; {:L58 .. :L99} :L137
    .catch Ljava/lang/Throwable; {:L120 .. :L134} :L137
.end method
