.class public final Lio/kanbu/app/ui/ConfirmUiKt;
.super Ljava/lang/Object;
.source "ConfirmUi.kt"


# direct methods
.method public static final getExpired(Lio/kanbu/app/ui/ConfirmUi;)Z
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getTicket()Ljava/lang/String;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getSummary()Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_1

    :cond_0
    const/4 v0, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static final reduceConfirm(Lio/kanbu/app/ui/ConfirmUi;Lio/kanbu/app/ui/UiAction;)Lio/kanbu/app/ui/ConfirmUi;
    .registers 12

    const-string v1, "state"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "action"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 25
    move-object v9, p1

    .line 26
    instance-of v0, v9, Lio/kanbu/app/ui/UiAction$Opened;

    if-eqz v0, :cond_0

    new-instance v0, Lio/kanbu/app/ui/ConfirmUi;

    move-object v2, p1

    check-cast v2, Lio/kanbu/app/ui/UiAction$Opened;

    invoke-virtual {v2}, Lio/kanbu/app/ui/UiAction$Opened;->getTicket()Ljava/lang/String;

    move-result-object v2

    move-object v3, p1

    check-cast v3, Lio/kanbu/app/ui/UiAction$Opened;

    invoke-virtual {v3}, Lio/kanbu/app/ui/UiAction$Opened;->getSummary()Ljava/lang/String;

    move-result-object v3

    sget-object v5, Lio/kanbu/app/ui/UiEffect$Render;->INSTANCE:Lio/kanbu/app/ui/UiEffect$Render;

    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf(Ljava/lang/Object;)Ljava/util/List;

    move-result-object v5

    const/4 v4, 0x0

    invoke-direct {v0, v2, v3, v4, v5}, Lio/kanbu/app/ui/ConfirmUi;-><init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;)V

    goto/16 :goto_0

    .line 27
    :cond_0
    instance-of v0, v9, Lio/kanbu/app/ui/UiAction$Decided;

    if-eqz v0, :cond_3

    .line 28
    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getApproved()Ljava/lang/Boolean;

    move-result-object v0

    if-eqz v0, :cond_1

    move-object v0, p0

    goto/16 :goto_0

    .line 29
    :cond_1
    invoke-static {p0}, Lio/kanbu/app/ui/ConfirmUiKt;->getExpired(Lio/kanbu/app/ui/ConfirmUi;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v3, 0x0

    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v3

    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/ui/UiEffect$Close;

    const/4 v7, 0x0

    invoke-direct {v5, v7}, Lio/kanbu/app/ui/UiEffect$Close;-><init>(Z)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v5, 0x3

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/kanbu/app/ui/ConfirmUi;->copy$default(Lio/kanbu/app/ui/ConfirmUi;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;ILjava/lang/Object;)Lio/kanbu/app/ui/ConfirmUi;

    move-result-object v0

    goto :goto_0

    .line 30
    :cond_2
    move-object v3, p1

    check-cast v3, Lio/kanbu/app/ui/UiAction$Decided;

    invoke-virtual {v3}, Lio/kanbu/app/ui/UiAction$Decided;->getApproved()Z

    move-result v3

    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v3

    .line 31
    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getEffects()Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/ui/UiEffect$Record;

    invoke-virtual {p0}, Lio/kanbu/app/ui/ConfirmUi;->getTicket()Ljava/lang/String;

    move-result-object v7

    invoke-static {v7}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    move-object v8, p1

    check-cast v8, Lio/kanbu/app/ui/UiAction$Decided;

    invoke-virtual {v8}, Lio/kanbu/app/ui/UiAction$Decided;->getApproved()Z

    move-result v8

    invoke-direct {v5, v7, v8}, Lio/kanbu/app/ui/UiEffect$Record;-><init>(Ljava/lang/String;Z)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    check-cast v4, Ljava/util/Collection;

    new-instance v5, Lio/kanbu/app/ui/UiEffect$Close;

    move-object v7, p1

    check-cast v7, Lio/kanbu/app/ui/UiAction$Decided;

    invoke-virtual {v7}, Lio/kanbu/app/ui/UiAction$Decided;->getApproved()Z

    move-result v7

    invoke-direct {v5, v7}, Lio/kanbu/app/ui/UiEffect$Close;-><init>(Z)V

    invoke-static {v4, v5}, Lkotlin/collections/CollectionsKt;->plus(Ljava/util/Collection;Ljava/lang/Object;)Ljava/util/List;

    move-result-object v4

    .line 30
    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v5, 0x3

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/kanbu/app/ui/ConfirmUi;->copy$default(Lio/kanbu/app/ui/ConfirmUi;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;ILjava/lang/Object;)Lio/kanbu/app/ui/ConfirmUi;

    move-result-object v0

    goto :goto_0

    .line 32
    :cond_3
    instance-of v0, v9, Lio/kanbu/app/ui/UiAction$EffectsTaken;

    if-eqz v0, :cond_4

    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v4

    move-object v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v5, 0x7

    const/4 v6, 0x0

    invoke-static/range {v0 .. v6}, Lio/kanbu/app/ui/ConfirmUi;->copy$default(Lio/kanbu/app/ui/ConfirmUi;Ljava/lang/String;Ljava/lang/String;Ljava/lang/Boolean;Ljava/util/List;ILjava/lang/Object;)Lio/kanbu/app/ui/ConfirmUi;

    move-result-object v0

    goto :goto_0

    .line 25
    :cond_4
    new-instance v0, Lkotlin/NoWhenBranchMatchedException;

    invoke-direct {v0}, Lkotlin/NoWhenBranchMatchedException;-><init>()V

    throw v0

    .line 33
    :goto_0
    return-object v0
.end method
