.class public final Lcom/example/r32k1/BundlesKt;
.super Ljava/lang/Object;
.source "Bundles.kt"


# static fields
.field public static final KEY_RESOLUTION:Ljava/lang/String; = "resolution"

.field public static final KEY_RESUME:Ljava/lang/String; = "resume_token"


# direct methods
.method public static final deadlinePassed(Landroid/os/Bundle;J)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    cmp-long p0, v0, p1
    if-gtz p0, :cond_f
    const/4 p0, 0x1
    goto :goto_10
    :cond_f
    const/4 p0, 0x0
    :goto_10
    return p0
.end method

.method public static synthetic deadlinePassed$default(Landroid/os/Bundle;JILjava/lang/Object;)Z
    .registers 5
    .line 20
    and-int/lit8 p3, p3, 0x1
    if-eqz p3, :cond_8
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide p1
    :cond_8
    invoke-static {p0, p1, p2}, Lcom/example/r32k1/BundlesKt;->deadlinePassed(Landroid/os/Bundle;J)Z
    move-result p0
    return p0
.end method

.method public static final getArgs(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_12
    const-string p0, "{}"
    :cond_12
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    const-string v0, "resume_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "session_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getUserConfirmed(Lorg/json/JSONObject;)Z
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const-string v0, "user_confirmed"
    const/4 v1, 0x0
    invoke-virtual {p0, v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z
    move-result p0
    return p0
.end method

.method public static final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6
    const-string v0, "resolution"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "resumeToken"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in Wayfare"
    invoke-static {v1, v2}, Lcom/example/r32k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v1
    move-object v2, v1
    .local v2, "$this$needsUser_u24lambda_u240":Landroid/os/Bundle;
    const/4 v3, 0x0
    .line 32
    .local v3, "$i$a$-apply-BundlesKt$needsUser$1":I
    check-cast p0, Landroid/os/Parcelable;
    invoke-virtual {v2, v0, p0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 33
    const-string p0, "resume_token"
    invoke-virtual {v2, p0, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 34
    nop
    .line 31
    .end local v2    # "$this$needsUser_u24lambda_u240":Landroid/os/Bundle;
    .end local v3    # "$i$a$-apply-BundlesKt$needsUser$1":I
    const-string p0, "apply(...)"
    invoke-static {v1, p0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .line 34
    return-object v1
.end method

.method public static final resolution(Landroid/content/Context;Landroid/content/Intent;)Landroid/app/PendingIntent;
    .registers 9
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "target"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x0
    const/4 v4, 0x6
    const/4 v5, 0x0
    move-object v0, p0
    move-object v1, p1
    invoke-static/range {v0 .. v5}, Lcom/example/r32k1/BundlesKt;->resolution$default(Landroid/content/Context;Landroid/content/Intent;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static final resolution(Landroid/content/Context;Landroid/content/Intent;I)Landroid/app/PendingIntent;
    .registers 10
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "target"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    move-object v0, p0
    move-object v1, p1
    move v2, p2
    invoke-static/range {v0 .. v5}, Lcom/example/r32k1/BundlesKt;->resolution$default(Landroid/content/Context;Landroid/content/Intent;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method

.method public static final resolution(Landroid/content/Context;Landroid/content/Intent;II)Landroid/app/PendingIntent;
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "target"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 28
    invoke-static {p0, p2, p1, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object p0
    const-string p1, "getActivity(...)"
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p0
.end method

.method public static synthetic resolution$default(Landroid/content/Context;Landroid/content/Intent;IIILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 6
    .line 27
    and-int/lit8 p5, p4, 0x2
    if-eqz p5, :cond_5
    const/4 p2, 0x0
    :cond_5
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_c
    const/high16 p3, 0x8000000
    :cond_c
    invoke-static {p0, p1, p2, p3}, Lcom/example/r32k1/BundlesKt;->resolution(Landroid/content/Context;Landroid/content/Intent;II)Landroid/app/PendingIntent;
    move-result-object p0
    return-object p0
.end method
