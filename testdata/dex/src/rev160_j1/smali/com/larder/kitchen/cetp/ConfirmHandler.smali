.class public final Lcom/larder/kitchen/cetp/ConfirmHandler;
.super Ljava/lang/Object;
.source "ConfirmHandler.java"

# interfaces
.implements Ljava/lang/reflect/InvocationHandler;


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;,
        Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;
    }
.end annotation


# static fields
.field private static final PENDING:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;",
            ">;"
        }
    .end annotation
.end field

.field private static final TOKEN_BYTES:Ljava/util/Random;

.field private static final TTL_MS:J = 0x927c0L


# instance fields
.field private final target:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 19
    new-instance v0, Ljava/util/Random;

    invoke-direct {v0}, Ljava/util/Random;-><init>()V

    sput-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->TOKEN_BYTES:Ljava/util/Random;

    .line 20
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    sput-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Ljava/lang/Object;)V
    .registers 2

    .line 59
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 60
    iput-object p1, p0, Lcom/larder/kitchen/cetp/ConfirmHandler;->target:Ljava/lang/Object;

    .line 61
    return-void
.end method

.method public static answer(Ljava/lang/String;ZLjava/lang/String;)V
    .registers 6

    .line 104
    invoke-static {p0}, Lcom/larder/kitchen/cetp/ConfirmHandler;->pending(Ljava/lang/String;)Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    move-result-object v2

    .line 105
    if-eqz v2, :cond_0

    iget-object v0, v2, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->answer:Ljava/lang/Boolean;

    if-nez v0, :cond_0

    .line 106
    iput-object p2, v2, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->choice:Ljava/lang/String;

    .line 107
    invoke-static {p1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    iput-object v1, v2, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->answer:Ljava/lang/Boolean;

    .line 109
    :cond_0
    return-void
.end method

.method public static ask(Lcom/larder/kitchen/cetp/ToolCall;Ljava/lang/String;Z)Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;
    .registers 17

    .line 91
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->TOKEN_BYTES:Ljava/util/Random;

    const/16 v1, 0x10

    invoke-static {v0, v1}, Lcom/larder/kitchen/cetp/Tokens;->hex(Ljava/util/Random;I)Ljava/lang/String;

    move-result-object v11

    .line 92
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    const-wide/32 v2, 0x927c0

    add-long v12, v0, v2

    .line 93
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    new-instance v2, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    iget v4, p0, Lcom/larder/kitchen/cetp/ToolCall;->uid:I

    iget-object v5, p0, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    iget-object v6, p0, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    iget-object v7, p0, Lcom/larder/kitchen/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    move-object v3, v2

    move-object v8, p1

    move-wide v9, v12

    invoke-direct/range {v3 .. v10}, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;J)V

    invoke-interface {v0, v11, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 94
    new-instance v0, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    move/from16 v4, p2

    invoke-direct {v0, v11, p1, v4}, Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;-><init>(Ljava/lang/String;Ljava/lang/String;Z)V

    return-object v0
.end method

.method public static pending(Ljava/lang/String;)Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;
    .registers 2

    .line 99
    if-nez p0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    invoke-interface {v0, p0}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    :goto_0
    return-object v0
.end method

.method static redeem(Lcom/larder/kitchen/cetp/ToolCall;)Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;
    .registers 6

    .line 113
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;

    move-object v4, v0

    .line 114
    if-eqz v4, :cond_0

    iget v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->uid:I

    iget v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->uid:I

    if-ne v0, v1, :cond_0

    iget-object v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->tool:Ljava/lang/String;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->toolName:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->requestId:Ljava/lang/String;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->requestId:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->argsDigest:Ljava/lang/String;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->argsDigest:Ljava/lang/String;

    .line 115
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 116
    :cond_0
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The resume token does not belong to this call"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 118
    :cond_1
    iget-wide v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->expiresAt:J

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v0, v2

    if-gez v0, :cond_2

    .line 119
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 120
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "INVALID_REQUEST"

    const-string v3, "The confirmation has expired; call the tool again"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 122
    :cond_2
    iget-object v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->answer:Ljava/lang/Boolean;

    if-nez v0, :cond_3

    .line 123
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "CONFLICT"

    const-string v3, "The user has not answered yet"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 125
    :cond_3
    sget-object v0, Lcom/larder/kitchen/cetp/ConfirmHandler;->PENDING:Ljava/util/Map;

    iget-object v1, p0, Lcom/larder/kitchen/cetp/ToolCall;->resumeToken:Ljava/lang/String;

    invoke-interface {v0, v1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 126
    iget-object v0, v4, Lcom/larder/kitchen/cetp/ConfirmHandler$Pending;->answer:Ljava/lang/Boolean;

    invoke-virtual {v0}, Ljava/lang/Boolean;->booleanValue()Z

    move-result v0

    if-nez v0, :cond_4

    .line 127
    new-instance v0, Lcom/larder/kitchen/cetp/ToolCall$Failure;

    const-string v2, "USER_CANCELLED"

    const-string v3, "The user declined"

    invoke-direct {v0, v2, v3}, Lcom/larder/kitchen/cetp/ToolCall$Failure;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    throw v0

    .line 129
    :cond_4
    return-object v4
.end method

.method public static wrap(Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Ljava/lang/Class<",
            "TT;>;TT;)TT;"
        }
    .end annotation

    .line 64
    invoke-virtual {p0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;

    move-result-object v1

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/Class;

    const/4 v4, 0x0

    aput-object p0, v2, v4

    new-instance v3, Lcom/larder/kitchen/cetp/ConfirmHandler;

    invoke-direct {v3, p1}, Lcom/larder/kitchen/cetp/ConfirmHandler;-><init>(Ljava/lang/Object;)V

    invoke-static {v1, v2, v3}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {p0, v1}, Ljava/lang/Class;->cast(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public invoke(Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)Ljava/lang/Object;
    .registers 12
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Throwable;
        }
    .end annotation

    .line 70
    const-class v1, Lcom/larder/kitchen/cetp/Destructive;

    invoke-virtual {p2, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Destructive;

    move-object v5, v0

    .line 71
    if-eqz v5, :cond_2

    .line 72
    invoke-static {}, Lcom/larder/kitchen/cetp/ToolCall;->current()Lcom/larder/kitchen/cetp/ToolCall;

    move-result-object v6

    .line 73
    if-nez v6, :cond_0

    .line 74
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-virtual {p2}, Ljava/lang/reflect/Method;->getName()Ljava/lang/String;

    move-result-object v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " needs a tool call to confirm"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 76
    :cond_0
    invoke-virtual {v6}, Lcom/larder/kitchen/cetp/ToolCall;->confirmed()Z

    move-result v0

    if-nez v0, :cond_2

    .line 77
    if-nez p3, :cond_1

    invoke-interface {v5}, Lcom/larder/kitchen/cetp/Destructive;->value()Ljava/lang/String;

    move-result-object v0

    goto :goto_0

    .line 78
    :cond_1
    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-interface {v5}, Lcom/larder/kitchen/cetp/Destructive;->value()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1, p3}, Ljava/lang/String;->format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    :goto_0
    move-object v7, v0

    .line 79
    const/4 v2, 0x0

    invoke-static {v6, v7, v2}, Lcom/larder/kitchen/cetp/ConfirmHandler;->ask(Lcom/larder/kitchen/cetp/ToolCall;Ljava/lang/String;Z)Lcom/larder/kitchen/cetp/ConfirmHandler$Needed;

    move-result-object v0

    throw v0

    .line 83
    :cond_2
    :try_start_0
    iget-object v1, p0, Lcom/larder/kitchen/cetp/ConfirmHandler;->target:Ljava/lang/Object;

    invoke-virtual {p2, v1, p3}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;
    :try_end_0
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    return-object v0

    :catch_0
    move-exception v6

    .line 85
    invoke-virtual {v6}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    throw v0
.end method
