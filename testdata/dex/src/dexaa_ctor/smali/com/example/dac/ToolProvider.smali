.class public final Lcom/example/dac/ToolProvider;
.super Landroid/content/ContentProvider;
.source "ToolProvider.kt"

.method public constructor <init>()V
    .registers 1
    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method

.method public onCreate()Z
    .registers 2
    .line 12
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10
    const-string v0, "method"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 14
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    .line 15
    new-instance p1, Landroid/os/Bundle;
    invoke-direct {p1}, Landroid/os/Bundle;-><init>()V
    .line 16
    new-instance v0, Lcom/example/dac/Ticket;
    invoke-static {}, Ljava/util/UUID;->randomUUID()Ljava/util/UUID;
    move-result-object p2
    invoke-virtual {p2}, Ljava/util/UUID;->toString()Ljava/lang/String;
    move-result-object v1
    const-string p2, "toString(...)"
    invoke-static {v1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-direct/range {v0 .. v4}, Lcom/example/dac/Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    # near miss CETP613: this Ticket is given a UUID; its label alone is defaulted
    .line 17
    const-string p2, "session_token"
    invoke-virtual {v0}, Lcom/example/dac/Ticket;->getToken()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    new-instance v0, Lcom/example/dac/Ticket;
    const-string v2, "job"
    const/4 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-direct/range {v0 .. v4}, Lcom/example/dac/Ticket;-><init>(Ljava/lang/String;Ljava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    # true positive CETP613: this Ticket's token is the default, computed from java.util.Random in the bridge
    .line 19
    const-string p2, "operation_id"
    invoke-virtual {v0}, Lcom/example/dac/Ticket;->getToken()Ljava/lang/String;
    move-result-object p3
    invoke-virtual {p1, p2, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 20
    return-object p1
.end method
