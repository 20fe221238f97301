.class public final Lcom/tallyworks/stockroom/cetp/SessionRegistry;
.super Ljava/lang/Object;
.source "SessionRegistry.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;
    }
.end annotation


# static fields
.field private static final LOCK:Ljava/lang/Object;

.field private static final SESSIONS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 14
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->LOCK:Ljava/lang/Object;

    .line 15
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->SESSIONS:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 42
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 43
    return-void
.end method

.method public static find(Ljava/lang/String;Ljava/lang/String;IJ)Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;
    .registers 10

    .line 57
    if-nez p1, :cond_0

    .line 58
    const/4 v0, 0x0

    return-object v0

    .line 60
    :cond_0
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->LOCK:Ljava/lang/Object;

    move-object v2, v0

    monitor-enter v2

    .line 61
    :try_start_0
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->SESSIONS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;

    move-object v3, v0

    .line 62
    if-nez v3, :cond_1

    .line 63
    monitor-exit v2

    const/4 v0, 0x0

    return-object v0

    .line 65
    :cond_1
    invoke-static {v3}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->-$$Nest$fgetexpiresAt(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)J

    move-result-wide v0

    cmp-long v0, v0, p3

    if-gtz v0, :cond_2

    .line 66
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->SESSIONS:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->remove(Ljava/lang/Object;)Ljava/lang/Object;

    .line 67
    monitor-exit v2

    const/4 v0, 0x0

    return-object v0

    .line 69
    :cond_2
    invoke-static {v3}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->-$$Nest$fgetuid(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)I

    move-result v0

    if-ne v0, p2, :cond_3

    invoke-static {v3}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->-$$Nest$fgetprovider(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3

    move-object v0, v3

    goto :goto_0

    :cond_3
    const/4 v0, 0x0

    :goto_0
    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-object v0

    :catchall_0
    move-exception v4

    .line 70
    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v4
.end method

.method public static open(Ljava/lang/String;IILjava/util/List;J)Ljava/lang/String;
    .registers 18
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "II",
            "Ljava/util/List<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 46
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/Tokens;->random(I)Ljava/lang/String;

    move-result-object v8

    .line 47
    new-instance v9, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;

    move-object v1, v9

    move-object v2, p0

    move v3, p1

    move v4, p2

    move-object v5, p3

    move-wide/from16 v6, p4

    invoke-direct/range {v1 .. v7}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;-><init>(Ljava/lang/String;IILjava/util/List;J)V

    .line 48
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->LOCK:Ljava/lang/Object;

    move-object v10, v0

    monitor-enter v10

    .line 49
    :try_start_0
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v0

    invoke-static {v0, v1}, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->prune(J)V

    .line 50
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->SESSIONS:Ljava/util/Map;

    invoke-interface {v0, v8, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    monitor-exit v10
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v11

    :try_start_1
    monitor-exit v10
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v11

    .line 52
    :goto_0
    return-object v8
.end method

.method private static prune(J)V
    .registers 5

    .line 74
    sget-object v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry;->SESSIONS:Ljava/util/Map;

    invoke-interface {v0}, Ljava/util/Map;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v2

    .line 75
    :cond_0
    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    .line 76
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;

    invoke-static {v0}, Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;->-$$Nest$fgetexpiresAt(Lcom/tallyworks/stockroom/cetp/SessionRegistry$Session;)J

    move-result-wide v0

    cmp-long v0, v0, p0

    if-gtz v0, :cond_0

    .line 77
    invoke-interface {v2}, Ljava/util/Iterator;->remove()V

    goto :goto_0

    .line 80
    :cond_1
    return-void
.end method
