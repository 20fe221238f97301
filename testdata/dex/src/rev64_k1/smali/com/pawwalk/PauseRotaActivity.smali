.class public final Lcom/pawwalk/PauseRotaActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 101
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9
    .line 103
    invoke-super {v7, v8}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 104
    const-string v1, "Pause the rota?"
    invoke-virtual {v7, v1}, Lcom/pawwalk/PauseRotaActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 105
    invoke-virtual {v7}, Lcom/pawwalk/PauseRotaActivity;->getOnBackPressedDispatcher()Landroidx/activity/OnBackPressedDispatcher;
    move-result-object v0
    const-string v2, "getOnBackPressedDispatcher(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    new-instance v6, Lcom/pawwalk/PauseRotaActivity$$ExternalSyntheticLambda0;
    invoke-direct {v6, v7}, Lcom/pawwalk/PauseRotaActivity$$ExternalSyntheticLambda0;-><init>(Lcom/pawwalk/PauseRotaActivity;)V
    move-object v3, v6
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v1, v7
    invoke-static/range {v0 .. v5}, Landroidx/activity/OnBackPressedDispatcherKt;->addCallback$default(Landroidx/activity/OnBackPressedDispatcher;Landroidx/lifecycle/LifecycleOwner;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Landroidx/activity/OnBackPressedCallback;
    move-result-object v0
    .line 108
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/pawwalk/PauseRotaActivity;Landroidx/activity/OnBackPressedCallback;)Lkotlin/Unit;
    .registers 5
    const-string v1, "$this$addCallback"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 106
    const-string v1, "Rota paused"
    const/4 v2, 0x0
    invoke-static {v3, v1, v2}, Landroid/widget/Toast;->makeText(Landroid/content/Context;Ljava/lang/CharSequence;I)Landroid/widget/Toast;
    move-result-object v0
    invoke-virtual {v0}, Landroid/widget/Toast;->show()V
    .line 107
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

