.class final Lcom/pt/Timing;
.super Ljava/lang/Object;
.source "Timing.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 7
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 8
    return-void
.end method

.method static timed(Ljava/lang/String;Ljava/lang/Runnable;)V
    .registers 10
    .line 11
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v5
:L4
    .line 13
    invoke-interface {v9}, Ljava/lang/Runnable;->run()V
:L10
    .line 15
    const-string v0, "pt"
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long v2, v2, v5
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " took "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, " ns"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 16
    goto :L52
:L30
    .line 15
    move-exception v7
:L32
    const-string v0, "pt"
    invoke-static {}, Ljava/lang/System;->nanoTime()J
    move-result-wide v2
    sub-long v2, v2, v5
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, " took "
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    const-string v4, " ns"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    .line 16
    throw v7
:L52
    .line 17
    return-void
    .catchall {:L4 .. :L10} :L30
.end method

