.class public final Lcom/example/r33k1/RequestsKt;
.super Ljava/lang/Object;
.source "Requests.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nRequests.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Requests.kt\ncom/example/r33k1/RequestsKt\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,34:1\n1#2:35\n*E\n"
.end annotation

.field private static final LATCHKEY_CERT:[B

.method static constructor <clinit>()V
    .registers 1
    .line 33
    const/4 v0, 0x4
    new-array v0, v0, [B
    fill-array-data v0, :array_a
    sput-object v0, Lcom/example/r33k1/RequestsKt;->LATCHKEY_CERT:[B
    return-void

    :array_a
    .array-data 1
        0x3at
        0x11t
        0x7ct
        0x42t
    .end array-data
.end method

.method public static final errorReply(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "code"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$errorReply_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 17
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string v3, "error_code"
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    const-string v3, "error_message"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    const-string v3, "retryable"
    const/4 v4, 0x0
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 21
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 22
    nop
    .line 16
    .end local v1    # "$this$errorReply_u24lambda_u240":Landroid/os/Bundle;
    return-object v0
.end method

.method public static final getArgsJson(Landroid/os/Bundle;)Lorg/json/JSONObject;
    .registers 3
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    new-instance v0, Lorg/json/JSONObject;
    const-string v1, "args"
    invoke-virtual {p0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_13
    const-string p0, "{}"
    :cond_13
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    return-object v0
.end method

.method public static final getDeadlinePassed(Landroid/os/Bundle;)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    const-string v0, "deadline_at_ms"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J
    move-result-wide v0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v2
    cmp-long p0, v0, v2
    if-gtz p0, :cond_18
    const/4 p0, 0x1
    goto :goto_19
    :cond_18
    const/4 p0, 0x0
    :goto_19
    return p0
.end method

.method public static final getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 4
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 13
    const-string v0, "resume_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-eqz p0, :cond_1b
    move-object v0, p0
    .local v0, "p0":Ljava/lang/String;
    const/4 v1, 0x0
    .line 35
    .local v1, "$i$a$-unknown-RequestsKt$resumeToken$1":I
    invoke-static {v0}, Lcom/example/r33k1/ResumeToken;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    .line 13
    .end local v0    # "p0":Ljava/lang/String;
    .end local v1    # "$i$a$-unknown-RequestsKt$resumeToken$1":I
    goto :goto_1c
    :cond_1b
    const/4 v0, 0x0
    :goto_1c
    return-object v0
.end method

.method public static final getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    const-string v0, "session_token"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    return-object p0
.end method

.method public static final getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 11
    const-string v0, "tool_name"
    invoke-virtual {p0, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p0
    if-nez p0, :cond_f
    const-string p0, ""
    :cond_f
    return-object p0
.end method

.method public static final isTrustedCaller(Landroid/content/Context;I)Z
    .registers 5
    const-string v0, "<this>"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;
    move-result-object p0
    sget-object v0, Lcom/example/r33k1/RequestsKt;->LATCHKEY_CERT:[B
    const/4 v1, 0x1
    invoke-virtual {p0, p1, v0, v1}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z
    move-result p0
    return p0
.end method

.method public static final successReply(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "json"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$successReply_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 25
    const-string v3, "status"
    const-string v4, "success"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 27
    const-string v3, "data"
    invoke-virtual {v1, v3, p0}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    nop
    .line 24
    .end local v1    # "$this$successReply_u24lambda_u240":Landroid/os/Bundle;
    return-object v0
.end method
