.class public final Landroidx/activity/OnBackPressedDispatcherKt;
.super Ljava/lang/Object;
.source "BackPress.kt"


.method public static final addCallback(Landroidx/activity/OnBackPressedDispatcher;Landroidx/lifecycle/LifecycleOwner;ZLkotlin/jvm/functions/Function1;)Landroidx/activity/OnBackPressedCallback;
    .registers 7
    const-string v1, "<this>"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "onBackPressed"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 5
    new-instance v0, Landroidx/activity/OnBackPressedDispatcherKt$addCallback$callback$1;
    invoke-direct {v0, v5, v6}, Landroidx/activity/OnBackPressedDispatcherKt$addCallback$callback$1;-><init>(ZLkotlin/jvm/functions/Function1;)V
    move-object v2, v0
    .line 6
    check-cast v2, Landroidx/activity/OnBackPressedCallback;
    invoke-virtual {v3, v2}, Landroidx/activity/OnBackPressedDispatcher;->addCallback(Landroidx/activity/OnBackPressedCallback;)V
    .line 7
    check-cast v2, Landroidx/activity/OnBackPressedCallback;
    return-object v2
.end method

.method public static synthetic addCallback$default(Landroidx/activity/OnBackPressedDispatcher;Landroidx/lifecycle/LifecycleOwner;ZLkotlin/jvm/functions/Function1;ILjava/lang/Object;)Landroidx/activity/OnBackPressedCallback;
    .registers 8
    .line 4
    const/4 v1, 0x1
    and-int v0, v6, v1
    if-eqz v0, :L9
    const/4 v0, 0x0
    move-object v3, v0
    :L9
    const/4 v1, 0x2
    and-int v0, v6, v1
    if-eqz v0, :L18
    const/4 v0, 0x1
    move v4, v0
    :L18
    invoke-static {v2, v3, v4, v5}, Landroidx/activity/OnBackPressedDispatcherKt;->addCallback(Landroidx/activity/OnBackPressedDispatcher;Landroidx/lifecycle/LifecycleOwner;ZLkotlin/jvm/functions/Function1;)Landroidx/activity/OnBackPressedCallback;
    move-result-object v0
    return-object v0
.end method

