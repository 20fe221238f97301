.class public final Lcom/visitloop/care/PendingIntentsKt;
.super Ljava/lang/Object;
.source "PendingIntents.kt"


.method public static final reviewVisitIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    long-to-int v1, v6
    .line 10
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/visitloop/care/ReviewVisitActivity;
    invoke-direct {v2, v5, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "visit_id"
    invoke-virtual {v2, v3, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v2
    .line 11
    sget v3, Lcom/visitloop/care/VisitConfig;->CONFIRM_FLAGS:I
    .line 8
    invoke-static {v5, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    return-object v0
.end method

.method public static final confirmShiftIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    .registers 8
    const-string v1, "<this>"
    invoke-static {v5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    long-to-int v1, v6
    .line 17
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/visitloop/care/ConfirmShiftActivity;
    invoke-direct {v2, v5, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "shift_id"
    invoke-virtual {v2, v3, v6, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v2
    .line 18
    sget v3, Lcom/visitloop/care/VisitConfig;->CONFIRM_FLAGS:I
    .line 15
    invoke-static {v5, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    return-object v0
.end method

.method public static final releaseShiftIntent(Landroid/content/Context;J)Landroid/app/PendingIntent;
    .registers 9
    const-string v1, "<this>"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    long-to-int v1, v7
    .line 24
    new-instance v2, Landroid/content/Intent;
    const-class v5, Lcom/visitloop/care/ConfirmShiftActivity;
    invoke-direct {v2, v6, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const-string v3, "shift_id"
    invoke-virtual {v2, v3, v7, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;
    move-result-object v2
    const-string v3, "release"
    const/4 v4, 0x1
    invoke-virtual {v2, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;I)Landroid/content/Intent;
    move-result-object v2
    .line 25
    sget v3, Lcom/visitloop/care/VisitConfig;->RELEASE_FLAGS:I
    .line 22
    invoke-static {v6, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 26
    return-object v0
.end method

