.class public final Lcom/pawwalk/CancelWalkActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 25
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9
    .line 27
    invoke-super {v7, v8}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 28
    const-string v1, "Cancelling the walk"
    invoke-virtual {v7, v1}, Lcom/pawwalk/CancelWalkActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 29
    invoke-static {v7}, Landroidx/lifecycle/LifecycleOwnerKt;->getLifecycleScope(Landroidx/lifecycle/LifecycleOwner;)Landroidx/lifecycle/LifecycleCoroutineScope;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v2, 0x0
    new-instance v3, Lcom/pawwalk/CancelWalkActivity$onCreate$1;
    const/4 v6, 0x0
    invoke-direct {v3, v7, v6}, Lcom/pawwalk/CancelWalkActivity$onCreate$1;-><init>(Lcom/pawwalk/CancelWalkActivity;Lkotlin/coroutines/Continuation;)V
    const/4 v4, 0x3
    const/4 v5, 0x0
    invoke-static/range {v0 .. v5}, Lkotlinx/coroutines/BuildersKt;->launch$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Job;
    move-result-object v0
    .line 33
    return-void
.end method

