.class public final Lcom/example/r33k2/ExtensionsKt;
.super Ljava/lang/Object;
.source "Extensions.kt"

.field public static final ACTION_CONFIRM:Ljava/lang/String; = "com.example.r33k2.action.CONFIRM"

.method public static final asConfirmIntent(Landroid/os/Bundle;)Landroid/content/Intent;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    new-instance v0, Landroid/content/Intent;
    const-string v1, "com.example.r33k2.action.CONFIRM"
    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Landroid/content/Intent;->putExtras(Landroid/os/Bundle;)Landroid/content/Intent;
    move-result-object p0
    const-string v0, "putExtras(...)"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static final getRequestId(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 23
    const-string v0, "request_id"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_f
    const-string p0, ""
    :cond_f
    return-object p0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 22
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_f
    const-string p0, ""
    :cond_f
    return-object p0
.end method

.method public static final toResolution(Landroid/content/Intent;Landroid/content/Context;Z)Landroid/app/PendingIntent;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "ctx"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    nop
    .line 16
    if-eqz p2, :cond_14
    const/high16 p2, 0xa000000
    goto :goto_16
    :cond_14
    const/high16 p2, 0x4000000
    .line 14
    :goto_16
    const/4 v0, 0x0
    invoke-static {p1, v0, p0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    const-string p1, "getActivity(...)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    return-object p0
.end method

.method public static synthetic toResolution$default(Landroid/content/Intent;Landroid/content/Context;ZILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 5
    .line 13
    and-int/lit8 p3, p3, 0x2
    if-eqz p3, :cond_5
    const/4 p2, 0x0
    :cond_5
    invoke-static {p0, p1, p2}, Lcom/example/r33k2/ExtensionsKt;->toResolution(Landroid/content/Intent;Landroid/content/Context;Z)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
