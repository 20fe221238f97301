.class public final Lcom/tidewell/home/Prior;
.super Ljava/lang/Object;
.source "Replies.kt"


# instance fields
.field private final argsDigest:Ljava/lang/String;

.field private final data:Ljava/lang/String;

.field private final status:Ljava/lang/String;

.field private final tool:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "argsDigest"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "status"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "data"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/Prior;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/tidewell/home/Prior;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lcom/tidewell/home/Prior;->status:Ljava/lang/String;

    iput-object p4, p0, Lcom/tidewell/home/Prior;->data:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidewell/home/Prior;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getData()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidewell/home/Prior;->data:Ljava/lang/String;

    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidewell/home/Prior;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 33
    iget-object v0, p0, Lcom/tidewell/home/Prior;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final replay(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 13

    const-string v1, "requestId"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "tool"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 35
    iget-object v1, p0, Lcom/tidewell/home/Prior;->tool:Ljava/lang/String;

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v1, p0, Lcom/tidewell/home/Prior;->argsDigest:Ljava/lang/String;

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 36
    :cond_0
    move-object v0, p1

    const-string v1, "INVALID_REQUEST"

    const-string v2, "This request_id was already used for another call."

    const/4 v3, 0x0

    const/16 v4, 0x8

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/tidewell/home/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Landroid/os/Bundle;

    move-result-object v0

    goto :goto_0

    .line 38
    :cond_1
    iget-object v1, p0, Lcom/tidewell/home/Prior;->status:Ljava/lang/String;

    invoke-static {p1, v1}, Lcom/tidewell/home/RepliesKt;->envelope(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v6

    move-object v7, v6

    .line 42
    const/4 v8, 0x0

    .line 38
    iget-object v2, p0, Lcom/tidewell/home/Prior;->data:Ljava/lang/String;

    const-string v1, "data"

    invoke-virtual {v7, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    move-object v0, v6

    .line 39
    :goto_0
    return-object v0
.end method
