.class public final Lcom/tidetable/TideUtil;
.super Ljava/lang/Object;
.source "TideUtil.java"


.method private constructor <init>()V
    .registers 1
    .line 4
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static strongToken()Ljava/lang/String;
    .registers 1
    .line 7
    invoke-static {}, Lcom/tidetable/Tokens;->secure()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static shortToken()Ljava/lang/String;
    .registers 1
    .line 11
    invoke-static {}, Lcom/tidetable/Tokens;->tideStamp()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

