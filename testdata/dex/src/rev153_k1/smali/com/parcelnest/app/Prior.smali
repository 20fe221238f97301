.class public final Lcom/parcelnest/app/Prior;
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

    .line 51
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/parcelnest/app/Prior;->tool:Ljava/lang/String;

    iput-object p2, p0, Lcom/parcelnest/app/Prior;->argsDigest:Ljava/lang/String;

    iput-object p3, p0, Lcom/parcelnest/app/Prior;->status:Ljava/lang/String;

    iput-object p4, p0, Lcom/parcelnest/app/Prior;->data:Ljava/lang/String;

    return-void
.end method

.method public static final replayFor$lambda$0(Lcom/parcelnest/app/Prior;Landroid/os/Bundle;)Lkotlin/Unit;
    .registers 5

    const-string v1, "<this>"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    iget-object v2, p0, Lcom/parcelnest/app/Prior;->status:Ljava/lang/String;

    const-string v1, "status"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    iget-object v2, p0, Lcom/parcelnest/app/Prior;->data:Ljava/lang/String;

    const-string v1, "data"

    invoke-virtual {p1, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    sget-object v0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object v0
.end method


# virtual methods
.method public final getArgsDigest()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/parcelnest/app/Prior;->argsDigest:Ljava/lang/String;

    return-object v0
.end method

.method public final getData()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/parcelnest/app/Prior;->data:Ljava/lang/String;

    return-object v0
.end method

.method public final getStatus()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/parcelnest/app/Prior;->status:Ljava/lang/String;

    return-object v0
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2

    .line 51
    iget-object v0, p0, Lcom/parcelnest/app/Prior;->tool:Ljava/lang/String;

    return-object v0
.end method

.method public final replayFor(Ljava/lang/String;Ljava/lang/String;)Lkotlin/jvm/functions/Function1;
    .registers 8

    const-string v1, "tool"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "argsDigest"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 53
    iget-object v1, p0, Lcom/parcelnest/app/Prior;->tool:Ljava/lang/String;

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v1, p0, Lcom/parcelnest/app/Prior;->argsDigest:Ljava/lang/String;

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 54
    :cond_0
    const-string v0, "INVALID_REQUEST"

    const-string v1, "This request_id was used for another call."

    const/4 v2, 0x0

    const/4 v3, 0x4

    const/4 v4, 0x0

    invoke-static {v0, v1, v2, v3, v4}, Lcom/parcelnest/app/RepliesKt;->failure$default(Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lkotlin/jvm/functions/Function1;

    move-result-object v0

    goto :goto_0

    .line 56
    :cond_1
    new-instance v0, Lcom/parcelnest/app/Prior$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/parcelnest/app/Prior$$ExternalSyntheticLambda0;-><init>(Lcom/parcelnest/app/Prior;)V

    .line 57
    :goto_0
    return-object v0
.end method
