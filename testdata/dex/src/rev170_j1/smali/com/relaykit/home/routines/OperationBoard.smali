.class public final Lcom/relaykit/home/routines/OperationBoard;
.super Ljava/lang/Object;
.source "OperationBoard.java"

# interfaces
.implements Lcom/relaykit/home/cetp/CetpV2ContentProvider$Operations;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/relaykit/home/routines/OperationBoard$Operation;,
        Lcom/relaykit/home/routines/OperationBoard$State;
    }
.end annotation


# static fields
.field private static final POLL_AFTER_MS:I = 0x3e8

.field private static final TRANSITIONS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Lcom/relaykit/home/routines/OperationBoard$State;",
            "Ljava/util/Set<",
            "Lcom/relaykit/home/routines/OperationBoard$State;",
            ">;>;"
        }
    .end annotation
.end field


# instance fields
.field private final operations:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/relaykit/home/routines/OperationBoard$Operation;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 24
    new-instance v0, Ljava/util/EnumMap;

    const-class v2, Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-direct {v0, v2}, Ljava/util/EnumMap;-><init>(Ljava/lang/Class;)V

    sput-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    .line 27
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->QUEUED:Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v3, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v2, v3}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 28
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->RUNNING:Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v3, Lcom/relaykit/home/routines/OperationBoard$State;->FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

    sget-object v4, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v2, v3, v4}, Ljava/util/EnumSet;->of(Ljava/lang/Enum;Ljava/lang/Enum;Ljava/lang/Enum;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;

    const-class v2, Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 30
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

    const-class v2, Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 31
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    const-class v2, Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-static {v2}, Ljava/util/EnumSet;->noneOf(Ljava/lang/Class;)Ljava/util/EnumSet;

    move-result-object v2

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 32
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 57
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/relaykit/home/routines/OperationBoard;->operations:Ljava/util/Map;

    return-void
.end method

.method private lookup(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;
        }
    .end annotation

    .line 144
    if-nez p3, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    iget-object v0, p0, Lcom/relaykit/home/routines/OperationBoard;->operations:Ljava/util/Map;

    invoke-interface {v0, p3}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/relaykit/home/routines/OperationBoard$Operation;

    :goto_0
    move-object v2, v0

    .line 145
    if-eqz v2, :cond_1

    iget v0, v2, Lcom/relaykit/home/routines/OperationBoard$Operation;->uid:I

    if-ne v0, p1, :cond_1

    iget-object v0, v2, Lcom/relaykit/home/routines/OperationBoard$Operation;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_2

    .line 146
    :cond_1
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v1, "INVALID_REQUEST"

    invoke-direct {v0, v1}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 148
    :cond_2
    return-object v2
.end method


# virtual methods
.method public declared-synchronized cancel(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 123
    :try_start_0
    invoke-direct {p0, p1, p2, p3}, Lcom/relaykit/home/routines/OperationBoard;->lookup(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;

    move-result-object v3

    .line 124
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard$1;->$SwitchMap$com$relaykit$home$routines$OperationBoard$State:[I

    iget-object v1, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->state:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {v1}, Lcom/relaykit/home/routines/OperationBoard$State;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 126
    :pswitch_0
    sget-object v2, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {p0, v3, v2}, Lcom/relaykit/home/routines/OperationBoard;->move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z

    .line 127
    goto :goto_0

    .line 129
    :pswitch_1
    const/4 v1, 0x1

    iput-boolean v1, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->cancelRequested:Z

    .line 130
    goto :goto_0

    .line 133
    :pswitch_2
    new-instance v0, Lcom/relaykit/home/cetp/CetpError;

    const-string v2, "CONFLICT"

    invoke-direct {v0, v2}, Lcom/relaykit/home/cetp/CetpError;-><init>(Ljava/lang/String;)V

    throw v0

    .line 137
    :goto_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v0

    .line 138
    iget-object v2, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 139
    const-string v1, "state"

    const-string v2, "cancellation_requested"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 140
    move-object v0, v4

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_2
    .end packed-switch
.end method

.method declared-synchronized fail(Lcom/relaykit/home/routines/OperationBoard$Operation;Ljava/lang/String;)V
    .registers 5

    monitor-enter p0

    .line 85
    :try_start_0
    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->FAILED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {p0, p1, v1}, Lcom/relaykit/home/routines/OperationBoard;->move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 86
    iput-object p2, p1, Lcom/relaykit/home/routines/OperationBoard$Operation;->errorCode:Ljava/lang/String;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 88
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z
    .registers 5

    monitor-enter p0

    .line 66
    :try_start_0
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard;->TRANSITIONS:Ljava/util/Map;

    iget-object v1, p1, Lcom/relaykit/home/routines/OperationBoard$Operation;->state:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Set;

    invoke-interface {v0, p2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-nez v0, :cond_0

    .line 67
    const/4 v0, 0x0

    monitor-exit p0

    return v0

    .line 69
    :cond_0
    :try_start_1
    iput-object p2, p1, Lcom/relaykit/home/routines/OperationBoard$Operation;->state:Lcom/relaykit/home/routines/OperationBoard$State;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    .line 70
    const/4 v0, 0x1

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public open(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;
    .registers 10

    .line 60
    new-instance v5, Lcom/relaykit/home/routines/OperationBoard$Operation;

    const/16 v2, 0x10

    invoke-static {v2}, Lcom/relaykit/home/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "op_"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v5, v2, p1, p2, p3}, Lcom/relaykit/home/routines/OperationBoard$Operation;-><init>(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    .line 61
    iget-object v0, p0, Lcom/relaykit/home/routines/OperationBoard;->operations:Ljava/util/Map;

    iget-object v1, v5, Lcom/relaykit/home/routines/OperationBoard$Operation;->id:Ljava/lang/String;

    invoke-interface {v0, v1, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 62
    return-object v5
.end method

.method public declared-synchronized status(ILjava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lcom/relaykit/home/cetp/CetpError;,
            Lorg/json/JSONException;
        }
    .end annotation

    monitor-enter p0

    .line 93
    :try_start_0
    invoke-direct {p0, p1, p2, p3}, Lcom/relaykit/home/routines/OperationBoard;->lookup(ILjava/lang/String;Ljava/lang/String;)Lcom/relaykit/home/routines/OperationBoard$Operation;

    move-result-object v3

    .line 94
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    move-object v4, v0

    .line 95
    iget-object v2, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->id:Ljava/lang/String;

    const-string v1, "operation_id"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 96
    sget-object v0, Lcom/relaykit/home/routines/OperationBoard$1;->$SwitchMap$com$relaykit$home$routines$OperationBoard$State:[I

    iget-object v1, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->state:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {v1}, Lcom/relaykit/home/routines/OperationBoard$State;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 98
    :pswitch_0
    const-string v1, "state"

    const-string v2, "queued"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 99
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 100
    goto :goto_1

    .line 102
    :pswitch_1
    const-string v1, "state"

    const-string v2, "running"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 103
    const-string v1, "poll_after_ms"

    const/16 v2, 0x3e8

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    .line 104
    goto :goto_1

    .line 106
    :pswitch_2
    const-string v1, "state"

    const-string v2, "succeeded"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 107
    iget-object v2, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->result:Lorg/json/JSONObject;

    invoke-static {v2}, Lcom/relaykit/home/cetp/Replies;->inlineData(Lorg/json/JSONObject;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "result"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 108
    goto :goto_1

    .line 110
    :pswitch_3
    const-string v1, "state"

    const-string v2, "failed"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 111
    iget-object v2, v3, Lcom/relaykit/home/routines/OperationBoard$Operation;->errorCode:Ljava/lang/String;

    invoke-static {v2}, Lcom/relaykit/home/cetp/Replies;->errorObject(Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v1, "error"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 112
    goto :goto_1

    .line 114
    :goto_0
    const-string v1, "state"

    const-string v2, "cancelled"

    invoke-virtual {v4, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 117
    :goto_1
    move-object v0, v4

    monitor-exit p0

    return-object v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method declared-synchronized stopIfCancelled(Lcom/relaykit/home/routines/OperationBoard$Operation;)Z
    .registers 4

    monitor-enter p0

    .line 75
    :try_start_0
    iget-boolean v0, p1, Lcom/relaykit/home/routines/OperationBoard$Operation;->cancelRequested:Z

    if-eqz v0, :cond_0

    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->CANCELLED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {p0, p1, v1}, Lcom/relaykit/home/routines/OperationBoard;->move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method declared-synchronized succeed(Lcom/relaykit/home/routines/OperationBoard$Operation;Lorg/json/JSONObject;)V
    .registers 5

    monitor-enter p0

    .line 79
    :try_start_0
    sget-object v1, Lcom/relaykit/home/routines/OperationBoard$State;->SUCCEEDED:Lcom/relaykit/home/routines/OperationBoard$State;

    invoke-virtual {p0, p1, v1}, Lcom/relaykit/home/routines/OperationBoard;->move(Lcom/relaykit/home/routines/OperationBoard$Operation;Lcom/relaykit/home/routines/OperationBoard$State;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 80
    iput-object p2, p1, Lcom/relaykit/home/routines/OperationBoard$Operation;->result:Lorg/json/JSONObject;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 82
    :cond_0
    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
