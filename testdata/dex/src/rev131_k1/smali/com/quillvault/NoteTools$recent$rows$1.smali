.class final Lcom/quillvault/NoteTools$recent$rows$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function3;

# instance fields
.field final synthetic $broken:Lkotlin/jvm/internal/Ref$BooleanRef;
.field  label:I


# direct methods
.method constructor <init>(Lkotlin/jvm/internal/Ref$BooleanRef;Lkotlin/coroutines/Continuation;)V
    .registers 4
    iput-object p1, p0, Lcom/quillvault/NoteTools$recent$rows$1;->$broken:Lkotlin/jvm/internal/Ref$BooleanRef;
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
    invoke-virtual {p0, v1, v2, v3}, Lcom/quillvault/NoteTools$recent$rows$1;->invoke(Lkotlinx/coroutines/flow/FlowCollector;Ljava/lang/Throwable;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/flow/FlowCollector;Ljava/lang/Throwable;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 7
    new-instance v0, Lcom/quillvault/NoteTools$recent$rows$1;
    iget-object v2, p0, Lcom/quillvault/NoteTools$recent$rows$1;->$broken:Lkotlin/jvm/internal/Ref$BooleanRef;
    invoke-direct {v0, v2, p3}, Lcom/quillvault/NoteTools$recent$rows$1;-><init>(Lkotlin/jvm/internal/Ref$BooleanRef;Lkotlin/coroutines/Continuation;)V
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/NoteTools$recent$rows$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 63
    iget v0, p0, Lcom/quillvault/NoteTools$recent$rows$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L44
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/quillvault/NoteTools$recent$rows$1;->$broken:Lkotlin/jvm/internal/Ref$BooleanRef;
    const/4 v1, 0x1
    iput-boolean v1, v0, Lkotlin/jvm/internal/Ref$BooleanRef;->element:Z
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L44
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
