.class final Lcom/example/rv15x/SyncEngine;
.super Ljava/lang/Object;
.source "SyncEngine.java"

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static describe(Ljava/lang/String;)Ljava/lang/String;
    .registers 2
    .line 13
    if-nez p0, :cond_0
    const-string p0, "{\"state\":\"idle\"}"
    return-object p0
    :cond_0
    const-string p0, "{\"state\":\"ready\"}"
    return-object p0
.end method

.method static run(I)Ljava/lang/Integer;
    .registers 3
    .line 9
    const-string v0, "sync"
    const-string v1, "sync run"
    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    .line 10
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object p0
    return-object p0
.end method
