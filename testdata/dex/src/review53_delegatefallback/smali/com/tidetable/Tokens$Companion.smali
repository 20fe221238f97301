.class public final Lcom/tidetable/Tokens$Companion;
.super Ljava/lang/Object;
.source "Tokens.kt"


.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final secure()Ljava/lang/String;
    .registers 5
    .line 13
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 14
    invoke-static {}, Lcom/tidetable/Tokens;->access$getRandom$cp()Ljava/security/SecureRandom;
    move-result-object v0
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 15
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final tideStamp()Ljava/lang/String;
    .registers 5
    .line 19
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "tide-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {v0}, Lcom/tidetable/Tokens$Companion;-><init>()V
    return-void
.end method

