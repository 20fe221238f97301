.class public final Lcom/wrenfield/notes/tool/TimingDecorator;
.super Ljava/lang/Object;
.source "TimingDecorator.java"

# interfaces
.implements Lcom/wrenfield/notes/tool/Tool;


# static fields
.field private static final TAG:Ljava/lang/String; = "WrenfieldTiming"


# instance fields
.field private final clock:Lcom/wrenfield/notes/core/Clock;

.field private final inner:Lcom/wrenfield/notes/tool/Tool;

.field private final runner:Lcom/wrenfield/notes/core/Runner;


# direct methods
.method public constructor <init>(Lcom/wrenfield/notes/tool/Tool;Lcom/wrenfield/notes/core/Runner;Lcom/wrenfield/notes/core/Clock;)V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    .line 19
    iput-object p2, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->runner:Lcom/wrenfield/notes/core/Runner;

    .line 20
    iput-object p3, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->clock:Lcom/wrenfield/notes/core/Clock;

    .line 21
    return-void
.end method


# virtual methods
.method public execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;
    .registers 13
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/wrenfield/notes/tool/ToolCall;",
            ")",
            "Lcom/wrenfield/notes/core/Result<",
            "Lcom/wrenfield/notes/tool/Reply;",
            ">;"
        }
    .end annotation

    .line 30
    iget-object v0, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v0}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v6

    .line 32
    :try_start_0
    iget-object v0, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->runner:Lcom/wrenfield/notes/core/Runner;

    new-instance v1, Lcom/wrenfield/notes/tool/TimingDecorator$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p1}, Lcom/wrenfield/notes/tool/TimingDecorator$$ExternalSyntheticLambda0;-><init>(Lcom/wrenfield/notes/tool/TimingDecorator;Lcom/wrenfield/notes/tool/ToolCall;)V

    invoke-virtual {p1}, Lcom/wrenfield/notes/tool/ToolCall;->deadlineAtMs()J

    move-result-wide v4

    sub-long/2addr v4, v6

    const-wide/16 v2, 0x1

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v2

    invoke-interface {v0, v1, v2, v3}, Lcom/wrenfield/notes/core/Runner;->run(Lcom/wrenfield/notes/core/Runner$Task;J)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/wrenfield/notes/core/Result;
    :try_end_0
    .catch Ljava/util/concurrent/TimeoutException; {:try_start_0 .. :try_end_0} :catch_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-object v8, v0

    .line 37
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/TimingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    sub-long/2addr v2, v6

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "WrenfieldTiming"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 32
    return-object v8

    :catch_0
    move-exception v8

    .line 34
    :try_start_1
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/TimingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "The deadline passed before "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " finished; query the same request_id"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "DEADLINE_EXCEEDED"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lcom/wrenfield/notes/core/Result;->fail(Ljava/lang/String;Ljava/lang/String;Z)Lcom/wrenfield/notes/core/Result;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v9

    .line 37
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/TimingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    sub-long/2addr v2, v6

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "WrenfieldTiming"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 34
    return-object v9

    :catchall_0
    move-exception v10

    .line 37
    invoke-virtual {p0}, Lcom/wrenfield/notes/tool/TimingDecorator;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v1

    invoke-virtual {v1}, Lcom/wrenfield/notes/tool/ToolSpec;->name()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->clock:Lcom/wrenfield/notes/core/Clock;

    invoke-interface {v2}, Lcom/wrenfield/notes/core/Clock;->now()J

    move-result-wide v2

    sub-long/2addr v2, v6

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " took "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v2, v3}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " ms"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    move-object v1, v4

    const-string v0, "WrenfieldTiming"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 38
    throw v10
.end method

.method public synthetic lambda$execute$0$com-wrenfield-notes-tool-TimingDecorator(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;
    .registers 3

    .line 32
    iget-object v0, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    invoke-interface {v0, p1}, Lcom/wrenfield/notes/tool/Tool;->execute(Lcom/wrenfield/notes/tool/ToolCall;)Lcom/wrenfield/notes/core/Result;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/wrenfield/notes/tool/ToolSpec;
    .registers 2

    .line 25
    iget-object v0, p0, Lcom/wrenfield/notes/tool/TimingDecorator;->inner:Lcom/wrenfield/notes/tool/Tool;

    invoke-interface {v0}, Lcom/wrenfield/notes/tool/Tool;->spec()Lcom/wrenfield/notes/tool/ToolSpec;

    move-result-object v0

    return-object v0
.end method
