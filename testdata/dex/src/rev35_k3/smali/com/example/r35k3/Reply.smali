.class public final Lcom/example/r35k3/Reply;
.super Ljava/lang/Object;
.source "DeskProvider.kt"

.field public static final INSTANCE:Lcom/example/r35k3/Reply;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r35k3/Reply;
    invoke-direct {v0}, Lcom/example/r35k3/Reply;-><init>()V
    sput-object v0, Lcom/example/r35k3/Reply;->INSTANCE:Lcom/example/r35k3/Reply;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 112
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static synthetic error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 6
    .line 123
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_call
    const/4 p3, 0x0
    :cond_call
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/r35k3/Reply;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 7
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 123
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 124
    const-string v1, "status"
    const-string v2, "error"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 125
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 126
    const-string p1, "error_message"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 127
    const-string p1, "retryable"
    invoke-virtual {v0, p1, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 128
    const-string p1, "protocol_version"
    const/4 p2, 0x2
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 123
    return-object v0
.end method

.method public final file(J)Landroid/os/Bundle;
    .registers 6
    .line 119
    const-string v0, "null"
    invoke-virtual {p0, v0}, Lcom/example/r35k3/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 120
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"image/svg+xml\",\"size_bytes\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "data"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 119
    return-object v0
.end method

.method public final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 132
    const-string v2, "USER_ACTION_REQUIRED"
    const-string v3, "confirm in Deskhop"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    move-object v1, p0
    invoke-static/range {v1 .. v6}, Lcom/example/r35k3/Reply;->error$default(Lcom/example/r35k3/Reply;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    .line 133
    const-string v1, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 134
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 132
    return-object v0
.end method

.method public final ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 113
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    .line 114
    const-string v1, "status"
    const-string v2, "success"
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 115
    const-string v1, "protocol_version"
    const/4 v2, 0x2
    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 116
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "}"
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v1, "data"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 113
    return-object v0
.end method
