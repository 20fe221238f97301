.class public final Lcom/tb/Util;
.super Ljava/lang/Object;
.source "Util.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 7
    return-void
.end method

.method static tweak(Ljava/util/Map;Ljava/lang/String;)V
    .registers 5
    .line 10
    const/high16 v2, 0x8000000
    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v3, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 11
    return-void
.end method

