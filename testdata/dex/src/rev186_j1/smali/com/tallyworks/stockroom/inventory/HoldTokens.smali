.class final Lcom/tallyworks/stockroom/inventory/HoldTokens;
.super Ljava/lang/Object;
.source "HoldTokens.java"


# static fields
.field private static final LOCK:Ljava/lang/Object;

.field private static lastMillis:J

.field private static sequence:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/inventory/HoldTokens;->LOCK:Ljava/lang/Object;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    return-void
.end method

.method static next(Ljava/lang/String;)Ljava/lang/String;
    .registers 11

    .line 13
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    .line 15
    sget-object v0, Lcom/tallyworks/stockroom/inventory/HoldTokens;->LOCK:Ljava/lang/Object;

    move-object v8, v0

    monitor-enter v8

    .line 16
    :try_start_0
    sget-wide v2, Lcom/tallyworks/stockroom/inventory/HoldTokens;->lastMillis:J

    cmp-long v0, v5, v2

    if-nez v0, :cond_0

    .line 17
    sget v0, Lcom/tallyworks/stockroom/inventory/HoldTokens;->sequence:I

    add-int/lit8 v0, v0, 0x1

    sput v0, Lcom/tallyworks/stockroom/inventory/HoldTokens;->sequence:I

    goto :goto_0

    .line 19
    :cond_0
    sput-wide v5, Lcom/tallyworks/stockroom/inventory/HoldTokens;->lastMillis:J

    .line 20
    const/4 v0, 0x0

    sput v0, Lcom/tallyworks/stockroom/inventory/HoldTokens;->sequence:I

    .line 22
    :goto_0
    sget v7, Lcom/tallyworks/stockroom/inventory/HoldTokens;->sequence:I

    .line 23
    monitor-exit v8
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_1

    :catchall_0
    move-exception v9

    :try_start_1
    monitor-exit v8
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v9

    .line 24
    :goto_1
    const/16 v2, 0x24

    invoke-static {v5, v6, v2}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;

    move-result-object v0

    const/16 v2, 0x24

    invoke-static {v7, v2}, Ljava/lang/Integer;->toString(II)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v2

    rem-int/lit16 v2, v2, 0x3e8

    invoke-static {v2}, Ljava/lang/Math;->abs(I)I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "hold-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v0, v3

    return-object v0
.end method
