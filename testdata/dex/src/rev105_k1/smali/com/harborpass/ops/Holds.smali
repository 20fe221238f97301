.class public final Lcom/harborpass/ops/Holds;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/harborpass/ops/Holds;
.field private static final random:Ljava/security/SecureRandom;
.field private static final held:Ljava/util/HashMap;

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final secure()Ljava/lang/String;
    .registers 5
    .line 12
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    .line 13
    sget-object v0, Lcom/harborpass/ops/Holds;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    const/16 v1, 0xa
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final quick(Ljava/lang/String;)Ljava/lang/String;
    .registers 7
    const-string v1, "berth"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 17
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    const-string v4, "hold-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v4, "-"
    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public final issue(Ljava/lang/String;I)Ljava/lang/String;
    .registers 6
    const-string v1, "token"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 20
    sget-object v0, Lcom/harborpass/ops/Holds;->held:Ljava/util/HashMap;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    .line 21
    return-object v4
.end method

.method public final take(Ljava/lang/String;I)Z
    .registers 5
    .line 25
    if-nez v3, :L6
    const/4 v0, 0x0
    return v0
    :L6
    .line 26
    sget-object v0, Lcom/harborpass/ops/Holds;->held:Ljava/util/HashMap;
    invoke-virtual {v0, v3}, Ljava/util/HashMap;->remove(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
    if-eqz v0, :L26
    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I
    move-result v0
    goto :L29
    :L26
    const/4 v0, 0x0
    return v0
    :L29
    move v1, v0
    .line 27
    if-ne v1, v4, :L39
    const/4 v0, 0x1
    goto :L40
    :L39
    const/4 v0, 0x0
    :L40
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/harborpass/ops/Holds;
    invoke-direct {v0}, Lcom/harborpass/ops/Holds;-><init>()V
    sput-object v0, Lcom/harborpass/ops/Holds;->INSTANCE:Lcom/harborpass/ops/Holds;
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/harborpass/ops/Holds;->random:Ljava/security/SecureRandom;
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/harborpass/ops/Holds;->held:Ljava/util/HashMap;
    return-void
.end method

