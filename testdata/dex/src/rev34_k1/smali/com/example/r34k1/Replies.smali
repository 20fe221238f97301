.class public final Lcom/example/r34k1/Replies;
.super Ljava/lang/Object;
.source "Replies.kt"

.field public static final INSTANCE:Lcom/example/r34k1/Replies;

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/example/r34k1/Replies;
    invoke-direct {v0}, Lcom/example/r34k1/Replies;-><init>()V
    sput-object v0, Lcom/example/r34k1/Replies;->INSTANCE:Lcom/example/r34k1/Replies;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static synthetic error$default(Lcom/example/r34k1/Replies;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;
    .registers 6
    .line 21
    and-int/lit8 p4, p4, 0x4
    if-eqz p4, :cond_5
    const/4 p3, 0x0
    :cond_5
    invoke-virtual {p0, p1, p2, p3}, Lcom/example/r34k1/Replies;->error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    move-result-object p0
    return-object p0
.end method

.method public final accepted(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "operationId"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$accepted_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 16
    .local v2, "$i$a$-apply-Replies$accepted$1":I
    const-string v3, "status"
    const-string v4, "accepted"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 17
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 18
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "{\"operation_id\":\""
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v3
    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    const-string v3, "\",\"poll_after_ms\":2000}"
    invoke-virtual {p1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object p1
    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object p1
    const-string v3, "data"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 19
    nop
    .end local v1    # "$this$accepted_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-Replies$accepted$1":I
    .line 15
    return-object v0
.end method

.method public final error(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;
    .registers 9
    const-string v0, "code"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "message"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 21
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$error_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 22
    .local v2, "$i$a$-apply-Replies$error$1":I
    const-string v3, "status"
    const-string v4, "error"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 23
    const-string v3, "error_code"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 24
    const-string p1, "error_message"
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 25
    const-string p1, "retryable"
    invoke-virtual {v1, p1, p3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    .line 26
    const-string p1, "protocol_version"
    const/4 p2, 0x2
    invoke-virtual {v1, p1, p2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 27
    nop
    .end local v1    # "$this$error_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-Replies$error$1":I
    .line 21
    return-object v0
.end method

.method public final ok(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 7
    const-string v0, "json"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 9
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v1, v0
    .local v1, "$this$ok_u24lambda_u240":Landroid/os/Bundle;
    const/4 v2, 0x0
    .line 10
    .local v2, "$i$a$-apply-Replies$ok$1":I
    const-string v3, "status"
    const-string v4, "success"
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 11
    const-string v3, "protocol_version"
    const/4 v4, 0x2
    invoke-virtual {v1, v3, v4}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    .line 12
    const-string v3, "data"
    invoke-virtual {v1, v3, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 13
    nop
    .end local v1    # "$this$ok_u24lambda_u240":Landroid/os/Bundle;
    .end local v2    # "$i$a$-apply-Replies$ok$1":I
    .line 9
    return-object v0
.end method
