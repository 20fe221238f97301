.class public final Lcom/pawwalk/DogProfileActivity;
.super Landroidx/activity/ComponentActivity;
.source "Activities.kt"


.method public constructor <init>()V
    .registers 1
    .line 71
    invoke-direct {v0}, Landroidx/activity/ComponentActivity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 9
    .line 73
    invoke-super {v7, v8}, Landroidx/activity/ComponentActivity;->onCreate(Landroid/os/Bundle;)V
    .line 74
    const-string v1, "Share the dog\'s profile?"
    invoke-virtual {v7, v1}, Lcom/pawwalk/DogProfileActivity;->setTitle(Ljava/lang/CharSequence;)V
    .line 75
    invoke-virtual {v7}, Lcom/pawwalk/DogProfileActivity;->getOnBackPressedDispatcher()Landroidx/activity/OnBackPressedDispatcher;
    move-result-object v0
    const-string v2, "getOnBackPressedDispatcher(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    new-instance v6, Lcom/pawwalk/DogProfileActivity$$ExternalSyntheticLambda0;
    invoke-direct {v6, v7}, Lcom/pawwalk/DogProfileActivity$$ExternalSyntheticLambda0;-><init>(Lcom/pawwalk/DogProfileActivity;)V
    move-object v3, v6
    const/4 v4, 0x2
    const/4 v5, 0x0
    move-object v1, v7
    invoke-static/range {v0 .. v5}, Landroidx/activity/OnBackPressedDispatcherKt;->addCallback$default(Landroidx/activity/OnBackPressedDispatcher;Landroidx/lifecycle/LifecycleOwner;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Landroidx/activity/OnBackPressedCallback;
    move-result-object v0
    .line 79
    return-void
.end method

.method public static final onCreate$lambda$0(Lcom/pawwalk/DogProfileActivity;Landroidx/activity/OnBackPressedCallback;)Lkotlin/Unit;
    .registers 4
    const-string v1, "$this$addCallback"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 76
    const/4 v1, -0x1
    invoke-virtual {v2, v1}, Lcom/pawwalk/DogProfileActivity;->setResult(I)V
    .line 77
    invoke-virtual {v2}, Lcom/pawwalk/DogProfileActivity;->finish()V
    .line 78
    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;
    return-object v0
.end method

