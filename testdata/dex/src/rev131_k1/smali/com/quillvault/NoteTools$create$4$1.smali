.class final Lcom/quillvault/NoteTools$create$4$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "NoteTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $id:Ljava/lang/String;
.field private synthetic L$0:Ljava/lang/Object;
.field  label:I
.field final synthetic this$0:Lcom/quillvault/NoteTools;


# direct methods
.method constructor <init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/quillvault/NoteTools$create$4$1;->this$0:Lcom/quillvault/NoteTools;
    iput-object p2, p0, Lcom/quillvault/NoteTools$create$4$1;->$id:Ljava/lang/String;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 7
    new-instance v3, Lcom/quillvault/NoteTools$create$4$1;
    iget-object v1, p0, Lcom/quillvault/NoteTools$create$4$1;->this$0:Lcom/quillvault/NoteTools;
    iget-object v2, p0, Lcom/quillvault/NoteTools$create$4$1;->$id:Ljava/lang/String;
    invoke-direct {v3, v1, v2, p2}, Lcom/quillvault/NoteTools$create$4$1;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    iput-object p1, v3, Lcom/quillvault/NoteTools$create$4$1;->L$0:Ljava/lang/Object;
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
    invoke-virtual {p0, v1, v2}, Lcom/quillvault/NoteTools$create$4$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/quillvault/NoteTools$create$4$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/quillvault/NoteTools$create$4$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/quillvault/NoteTools$create$4$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 11
    iget-object v8, p0, Lcom/quillvault/NoteTools$create$4$1;->L$0:Ljava/lang/Object;
    check-cast v8, Lkotlinx/coroutines/CoroutineScope;
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 80
    iget v0, p0, Lcom/quillvault/NoteTools$create$4$1;->label:I
    packed-switch v0, :pswitch_data_16
    goto :L100
:L36
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    .line 81
    new-instance v3, Lcom/quillvault/NoteTools$create$4$1$1;
    iget-object v5, p0, Lcom/quillvault/NoteTools$create$4$1;->this$0:Lcom/quillvault/NoteTools;
    iget-object v6, p0, Lcom/quillvault/NoteTools$create$4$1;->$id:Ljava/lang/String;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/quillvault/NoteTools$create$4$1$1;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    move-object v0, v8
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 82
    new-instance v3, Lcom/quillvault/NoteTools$create$4$1$2;
    iget-object v5, p0, Lcom/quillvault/NoteTools$create$4$1;->this$0:Lcom/quillvault/NoteTools;
    iget-object v6, p0, Lcom/quillvault/NoteTools$create$4$1;->$id:Ljava/lang/String;
    const/4 v7, 0x0
    invoke-direct {v3, v5, v6, v7}, Lcom/quillvault/NoteTools$create$4$1$2;-><init>(Lcom/quillvault/NoteTools;Ljava/lang/String;Lkotlin/coroutines/Continuation;)V
    check-cast v3, Lkotlin/jvm/functions/Function2;
    move-object v0, v8
    const/4 v1, 0x0
    const/4 v2, 0x0
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    .line 83
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
:L100
    .line 80
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_16
    .packed-switch 0x0
        :L36
    .end packed-switch
.end method
