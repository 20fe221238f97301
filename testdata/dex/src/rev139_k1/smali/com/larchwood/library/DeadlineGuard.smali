.class public final Lcom/larchwood/library/DeadlineGuard;
.super Ljava/lang/Object;
.source "Host.kt"

# interfaces
.implements Lcom/larchwood/library/CallRunner;


# instance fields
.field private final synthetic $$delegate_0:Lcom/larchwood/library/CallRunner;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/CallRunner;)V
    .registers 3

    const-string v0, "inner"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 63
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/DeadlineGuard;->$$delegate_0:Lcom/larchwood/library/CallRunner;

    return-void
.end method


# virtual methods
.method public admit(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 10

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getExtras()Landroid/os/Bundle;

    move-result-object v0

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v6

    .line 67
    const-wide/16 v2, 0x0

    cmp-long v0, v6, v2

    if-gtz v0, :cond_0

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "INVALID_REQUEST"

    const-string v2, "deadline_at_ms is required"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 68
    :cond_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v6, v2

    if-gtz v0, :cond_1

    sget-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    const-string v1, "DEADLINE_EXCEEDED"

    const-string v2, "The deadline passed before the tool started"

    const/4 v3, 0x0

    const/4 v4, 0x4

    const/4 v5, 0x0

    invoke-static/range {v0 .. v5}, Lcom/larchwood/library/Reply$Companion;->fail$default(Lcom/larchwood/library/Reply$Companion;Ljava/lang/String;Ljava/lang/String;ZILjava/lang/Object;)Lcom/larchwood/library/Reply;

    move-result-object v0

    goto :goto_0

    .line 69
    :cond_1
    const/4 v0, 0x0

    .line 66
    :goto_0
    return-object v0
.end method

.method public run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lcom/larchwood/library/DeadlineGuard;->$$delegate_0:Lcom/larchwood/library/CallRunner;

    invoke-interface {v0, p1}, Lcom/larchwood/library/CallRunner;->run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method
