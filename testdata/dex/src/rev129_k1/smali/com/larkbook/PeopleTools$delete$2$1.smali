.class final Lcom/larkbook/PeopleTools$delete$2$1;
.super Lkotlin/coroutines/jvm/internal/SuspendLambda;
.source "PeopleTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function2;

# instance fields
.field final synthetic $contact:Lcom/larkbook/Contact;
.field  label:I
.field final synthetic this$0:Lcom/larkbook/PeopleTools;


# direct methods
.method constructor <init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Contact;Lkotlin/coroutines/Continuation;)V
    .registers 5
    iput-object p1, p0, Lcom/larkbook/PeopleTools$delete$2$1;->this$0:Lcom/larkbook/PeopleTools;
    iput-object p2, p0, Lcom/larkbook/PeopleTools$delete$2$1;->$contact:Lcom/larkbook/Contact;
    const/4 v0, 0x2
    invoke-direct {p0, v0, p3}, Lkotlin/coroutines/jvm/internal/SuspendLambda;-><init>(ILkotlin/coroutines/Continuation;)V
    return-void
.end method


# virtual methods
.method public final create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    .registers 6
    new-instance v0, Lcom/larkbook/PeopleTools$delete$2$1;
    iget-object v1, p0, Lcom/larkbook/PeopleTools$delete$2$1;->this$0:Lcom/larkbook/PeopleTools;
    iget-object v2, p0, Lcom/larkbook/PeopleTools$delete$2$1;->$contact:Lcom/larkbook/Contact;
    invoke-direct {v0, v1, v2, p2}, Lcom/larkbook/PeopleTools$delete$2$1;-><init>(Lcom/larkbook/PeopleTools;Lcom/larkbook/Contact;Lkotlin/coroutines/Continuation;)V
    check-cast v0, Lkotlin/coroutines/Continuation;
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6
    move-object v1, p1
    check-cast v1, Lkotlinx/coroutines/CoroutineScope;
    move-object v2, p2
    check-cast v2, Lkotlin/coroutines/Continuation;
    invoke-virtual {p0, v1, v2}, Lcom/larkbook/PeopleTools$delete$2$1;->invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invoke(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 5
    invoke-virtual {p0, p1, p2}, Lcom/larkbook/PeopleTools$delete$2$1;->create(Ljava/lang/Object;Lkotlin/coroutines/Continuation;)Lkotlin/coroutines/Continuation;
    move-result-object v0
    check-cast v0, Lcom/larkbook/PeopleTools$delete$2$1;
    sget-object v1, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    invoke-virtual {v0, v1}, Lcom/larkbook/PeopleTools$delete$2$1;->invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method public final invokeSuspend(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 5
    invoke-static {}, Lkotlin/coroutines/intrinsics/IntrinsicsKt;->getCOROUTINE_SUSPENDED()Ljava/lang/Object;
    .line 94
    iget v0, p0, Lcom/larkbook/PeopleTools$delete$2$1;->label:I
    packed-switch v0, :pswitch_data_8
    goto :L53
:L28
    invoke-static {p1}, Lkotlin/ResultKt;->throwOnFailure(Ljava/lang/Object;)V
    iget-object v0, p0, Lcom/larkbook/PeopleTools$delete$2$1;->this$0:Lcom/larkbook/PeopleTools;
    invoke-static {v0}, Lcom/larkbook/PeopleTools;->access$getPeople$p(Lcom/larkbook/PeopleTools;)Lcom/larkbook/ContactRepository;
    move-result-object v0
    iget-object v1, p0, Lcom/larkbook/PeopleTools$delete$2$1;->$contact:Lcom/larkbook/Contact;
    invoke-virtual {v1}, Lcom/larkbook/Contact;->getId()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/larkbook/ContactRepository;->delete(Ljava/lang/String;)Z
    move-result v0
    invoke-static {v0}, Lkotlin/coroutines/jvm/internal/Boxing;->boxBoolean(Z)Ljava/lang/Boolean;
    move-result-object v0
    return-object v0
:L53
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v2, "call to 'resume' before 'invoke' with coroutine"
    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

:pswitch_data_8
    .packed-switch 0x0
        :L28
    .end packed-switch
.end method
