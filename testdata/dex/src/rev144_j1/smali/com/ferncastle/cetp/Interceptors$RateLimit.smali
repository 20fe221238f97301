.class public final Lcom/ferncastle/cetp/Interceptors$RateLimit;
.super Ljava/lang/Object;
.source "Interceptors.java"

# interfaces
.implements Lcom/ferncastle/plugin/Interceptor;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/ferncastle/cetp/Interceptors;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "RateLimit"
.end annotation

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;
    }
.end annotation


# static fields
.field private static final WINDOW_MS:J = 0xea60L


# instance fields
.field private final key:Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;

.field private final perWindow:I

.field private final windows:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "[J>;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>(Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;I)V
    .registers 4

    .line 122
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 120
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->windows:Ljava/util/Map;

    .line 123
    iput-object p1, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->key:Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;

    .line 124
    iput p2, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->perWindow:I

    .line 125
    return-void
.end method

.method private declared-synchronized take(Ljava/lang/String;J)J
    .registers 13

    monitor-enter p0

    .line 141
    :try_start_0
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->windows:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [J

    move-object v6, v0

    .line 142
    if-eqz v6, :cond_0

    const/4 v3, 0x0

    aget-wide v2, v6, v3

    sub-long v0, p2, v2

    const-wide/32 v2, 0xea60

    cmp-long v0, v0, v2

    if-ltz v0, :cond_1

    .line 143
    :cond_0
    const/4 v0, 0x2

    new-array v0, v0, [J

    const/4 v2, 0x0

    aput-wide p2, v0, v2

    const/4 v2, 0x1

    const-wide/16 v3, 0x0

    aput-wide v3, v0, v2

    move-object v6, v0

    .line 144
    iget-object v0, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->windows:Ljava/util/Map;

    invoke-interface {v0, p1, v6}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 146
    :cond_1
    const/4 v1, 0x1

    aget-wide v0, v6, v1

    const-wide/16 v2, 0x1

    add-long v7, v0, v2

    .line 147
    const/4 v1, 0x1

    aput-wide v7, v6, v1

    .line 148
    iget v2, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->perWindow:I

    int-to-long v2, v2

    cmp-long v0, v7, v2

    if-lez v0, :cond_2

    const/4 v5, 0x0

    aget-wide v4, v6, v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    sub-long v2, p2, v4

    const-wide/32 v0, 0xea60

    sub-long/2addr v0, v2

    goto :goto_0

    :cond_2
    const-wide/16 v0, 0x0

    :goto_0
    monitor-exit p0

    return-wide v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method


# virtual methods
.method public intercept(Lcom/ferncastle/plugin/Chain;)Lcom/ferncastle/plugin/Result;
    .registers 9
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lcom/ferncastle/plugin/Chain;",
            ")",
            "Lcom/ferncastle/plugin/Result<",
            "Lorg/json/JSONObject;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 129
    invoke-virtual {p1}, Lcom/ferncastle/plugin/Chain;->invocation()Lcom/ferncastle/plugin/Invocation;

    move-result-object v4

    .line 130
    iget-object v1, v4, Lcom/ferncastle/plugin/Invocation;->method:Ljava/lang/String;

    const-string v0, "execute_tool"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 131
    invoke-virtual {p1, v4}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 133
    :cond_0
    iget-object v1, p0, Lcom/ferncastle/cetp/Interceptors$RateLimit;->key:Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;

    invoke-interface {v1, v4}, Lcom/ferncastle/cetp/Interceptors$RateLimit$Key;->of(Lcom/ferncastle/plugin/Invocation;)Ljava/lang/String;

    move-result-object v1

    invoke-static {}, Landroid/os/SystemClock;->elapsedRealtime()J

    move-result-wide v2

    invoke-direct {p0, v1, v2, v3}, Lcom/ferncastle/cetp/Interceptors$RateLimit;->take(Ljava/lang/String;J)J

    move-result-wide v5

    .line 134
    const-wide/16 v2, 0x0

    cmp-long v0, v5, v2

    if-lez v0, :cond_1

    .line 135
    const-string v0, "Too many tool calls; try again later"

    invoke-static {v0, v5, v6}, Lcom/ferncastle/plugin/Result;->throttled(Ljava/lang/String;J)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0

    .line 137
    :cond_1
    invoke-virtual {p1, v4}, Lcom/ferncastle/plugin/Chain;->proceed(Lcom/ferncastle/plugin/Invocation;)Lcom/ferncastle/plugin/Result;

    move-result-object v0

    return-object v0
.end method
