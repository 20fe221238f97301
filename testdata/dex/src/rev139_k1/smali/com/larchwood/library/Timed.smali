.class public final Lcom/larchwood/library/Timed;
.super Ljava/lang/Object;
.source "Host.kt"

# interfaces
.implements Lcom/larchwood/library/CallRunner;


# instance fields
.field private final inner:Lcom/larchwood/library/CallRunner;

.field private final tag:Ljava/lang/String;


# direct methods
.method public constructor <init>(Lcom/larchwood/library/CallRunner;Ljava/lang/String;)V
    .registers 4

    const-string v0, "inner"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "tag"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 75
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/Timed;->inner:Lcom/larchwood/library/CallRunner;

    iput-object p2, p0, Lcom/larchwood/library/Timed;->tag:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public admit(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 4

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v0, p0, Lcom/larchwood/library/Timed;->inner:Lcom/larchwood/library/CallRunner;

    invoke-interface {v0, p1}, Lcom/larchwood/library/CallRunner;->admit(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v0

    return-object v0
.end method

.method public run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;
    .registers 13

    const-string v1, "call"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 77
    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v6

    .line 78
    iget-object v0, p0, Lcom/larchwood/library/Timed;->inner:Lcom/larchwood/library/CallRunner;

    invoke-interface {v0, p1}, Lcom/larchwood/library/CallRunner;->run(Lcom/larchwood/library/ToolCall;)Lcom/larchwood/library/Reply;

    move-result-object v8

    move-object v9, v8

    .line 123
    const/4 v10, 0x0

    .line 78
    iget-object v0, p0, Lcom/larchwood/library/Timed;->tag:Ljava/lang/String;

    invoke-virtual {p1}, Lcom/larchwood/library/ToolCall;->getTool()Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    sub-long/2addr v2, v6

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, " answered in "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    return-object v8
.end method
