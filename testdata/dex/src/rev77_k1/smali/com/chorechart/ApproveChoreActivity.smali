.class public final Lcom/chorechart/ApproveChoreActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 21
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    .line 23
    invoke-super {v4, v5}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 24
    const/4 v0, 0x0
    const v1, -0x18db6a08
    const/4 v2, 0x1
    new-instance v3, Lcom/chorechart/ApproveChoreActivity$onCreate$1;
    invoke-direct {v3, v4}, Lcom/chorechart/ApproveChoreActivity$onCreate$1;-><init>(Lcom/chorechart/ApproveChoreActivity;)V
    invoke-static {v1, v2, v3}, Landroidx/compose/runtime/internal/ComposableLambdaKt;->composableLambdaInstance(IZLjava/lang/Object;)Landroidx/compose/runtime/internal/ComposableLambda;
    move-result-object v1
    const/4 v2, 0x1
    const/4 v3, 0x0
    invoke-static {v4, v0, v1, v2, v3}, Landroidx/activity/compose/ComponentActivityKt;->setContent$default(Landroidx/activity/ComponentActivity;Landroidx/compose/runtime/CompositionContext;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)V
    .line 52
    return-void
.end method

