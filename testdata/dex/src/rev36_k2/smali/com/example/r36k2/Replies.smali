.class public final Lcom/example/r36k2/Replies;
.super Ljava/lang/Object;
.source "Replies.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nReplies.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Replies.kt\ncom/example/r36k2/Replies\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,34:1\n1#2:35\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/example/r36k2/Replies;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r36k2/Replies;
    invoke-direct {v0}, Lcom/example/r36k2/Replies;-><init>()V
    sput-object v0, Lcom/example/r36k2/Replies;->INSTANCE:Lcom/example/r36k2/Replies;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method private final envelope(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    .line 29
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    const/4 v1, 0x0
    .line 30
    const-string v1, "status"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 31
    const-string p1, "protocol_version"
    const/4 v1, 0x2
    invoke-virtual {v0, p1, v1}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 29
    return-object v0
.end method

.method public final ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 5
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    const-string v0, "success"
    invoke-direct {p0, v0}, Lcom/example/r36k2/Replies;->envelope(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    .line 35
    const/4 v1, 0x0
    .line 9
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "{\"kind\":\"inline\",\"value\":"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 v1, 0x7d
    invoke-virtual {p1, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v1, "data"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    return-object v0
.end method

.method public final file(J)Landroid/os/Bundle;
    .registers 7
    .line 11
    const-string v0, "success"
    invoke-direct {p0, v0}, Lcom/example/r36k2/Replies;->envelope(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const/4 v1, 0x0
    .line 12
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "{\"kind\":\"file\",\"media_type\":\"text/plain\",\"size_bytes\":"
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    move-result-object p1
    const/16 p2, 0x7d
    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string p2, "data"
    invoke-virtual {v0, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    return-object v0
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 6
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const-string v0, "error"
    invoke-direct {p0, v0}, Lcom/example/r36k2/Replies;->envelope(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    const/4 v1, 0x0
    .line 16
    const-string v1, "error_code"
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string p1, "error_message"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    const-string p1, "retryable"
    invoke-virtual {v0, p1, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 15
    return-object v0
.end method

.method public static synthetic error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 6
    .line 15
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_0
    const/4 p3, 0x0
    :cond_0
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/r36k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public final internal(Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "e"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    invoke-virtual {p1}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object p1
    new-instance v0, Ljava/lang/StringBuilder;
    const-string v1, "trip failed: "
    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const-string v2, "INTERNAL_ERROR"
    const/4 v4, 0x0
    const/4 v5, 0x4
    const/4 v6, 0x0
    move-object v1, p0
    invoke-static/range {v1 .. v6}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public final needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "resolution"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "resumeToken"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 24
    const-string v1, "USER_ACTION_REQUIRED"
    const-string v2, "confirm in Curbshare"
    const/4 v3, 0x0
    const/4 v4, 0x4
    const/4 v5, 0x0
    move-object v0, p0
    invoke-static/range {v0 .. v5}, Lcom/example/r36k2/Replies;->error$default(Lcom/example/r36k2/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    move-result-object v0
    const/4 v1, 0x0
    .line 25
    const-string v1, "resolution"
    check-cast p1, Landroid/os/Parcelable;
    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 26
    const-string p1, "resume_token"
    invoke-virtual {v0, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    return-object v0
.end method
