.class final Lcom/quillvault/NoteTools$recent$rows$2;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;

# instance fields
.field  label:I
.field final synthetic this$0:Lcom/quillvault/NoteTools;


# direct methods
.method constructor <init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillvault/NoteTools$recent$rows$2;->this$0:Lcom/quillvault/NoteTools;
    const/4 v0, 0x3
    invoke-direct {p0, v0, p2}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/flow/FlowCollector;
    move-object v2, p2
    check-cast v2, Ljava/lang/Throwable;
    move-object v3, p3
    check-cast v3, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2, v3}, Lcom/quillvault/NoteTools$recent$rows$2;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Ljava/lang/Throwable;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Ljava/lang/Throwable;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    new-instance v0, Lcom/quillvault/NoteTools$recent$rows$2;
    iget-object v2, p0, Lcom/quillvault/NoteTools$recent$rows$2;->this$0:Lcom/quillvault/NoteTools;
    invoke-direct {v0, v2, p3}, Lcom/quillvault/NoteTools$recent$rows$2;-><init>(Lcom/quillvault/NoteTools;Lkotlin/coroutines/Continuation;)V
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/NoteTools$recent$rows$2;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 64
    iget v0, p0, Lcom/quillvault/NoteTools$recent$rows$2;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L49
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillvault/NoteTools$recent$rows$2;->this$0:Lcom/quillvault/NoteTools;
    invoke-static {v0}, Lcom/quillvault/NoteTools;->access$getLastListed$p(Lcom/quillvault/NoteTools;)Ljava/util/concurrent/atomic/AtomicLong;
    move-result-object v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    invoke-virtual {v0, v1, v2}, Ljava/util/concurrent/atomic/AtomicLong;->set(J)V
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L49
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
