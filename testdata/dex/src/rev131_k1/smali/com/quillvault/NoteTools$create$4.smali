.class final Lcom/quillvault/NoteTools$create$4;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $id:Ljava/lang/String;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/NoteTools;


# direct methods
.method constructor <init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/quillvault/NoteTools$create$4;->this$0:Lcom/quillvault/NoteTools;
    iput-object p2, p0, Lcom/quillvault/NoteTools$create$4;->$id:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/quillvault/NoteTools$create$4;
    iget-object v1, p0, Lcom/quillvault/NoteTools$create$4;->this$0:Lcom/quillvault/NoteTools;
    iget-object v2, p0, Lcom/quillvault/NoteTools$create$4;->$id:Ljava/lang/String;
    invoke-direct {v0, v1, v2, p2}, Lcom/quillvault/NoteTools$create$4;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/NoteTools$create$4;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/NoteTools$create$4;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/NoteTools$create$4;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/NoteTools$create$4;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 8
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    move-result-object v5
    .line 79
    iget v0, p0, Lcom/quillvault/NoteTools$create$4;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L84
:L32
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 80
    new-instance v0, Lcom/quillvault/NoteTools$create$4$1;
    iget-object v2, p0, Lcom/quillvault/NoteTools$create$4;->this$0:Lcom/quillvault/NoteTools;
    iget-object v3, p0, Lcom/quillvault/NoteTools$create$4;->$id:Ljava/lang/String;
    const/4 v4, 0x0
    invoke-direct {v0, v2, v3, v4}, Lcom/quillvault/NoteTools$create$4$1;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/jvm/functions/Function2;
    move-object v1, p0
    check-cast v1, Lkotlin/coroutines/Continuation;
    const/4 v3, 0x1
    iput v3, p0, Lcom/quillvault/NoteTools$create$4;->label:I
    invoke-static {v0, v1}, Lkotlinx/coroutines/SupervisorKt;->supervisorScope(Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    if-ne v0, v5, :L79
    .line 79
    return-object v5
:L74
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    move-object v0, p1
:L79
    .line 84
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L84
    .line 79
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L32
        :L74
    .end packed-switch
.end method
