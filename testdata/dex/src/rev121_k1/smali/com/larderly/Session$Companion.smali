.class public final Lcom/larderly/Session$Companion;
.super Ljava/lang/Object;
.source "Sessions.kt"

# direct methods
.method private constructor <init>()V
    .registers 1
    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2
    invoke-direct {p0}, Lcom/larderly/Session$Companion;-><init>()V
    return-void
.end method


# virtual methods
.method public final open(ILjava/lang/String;)Lcom/larderly/Session;
    .registers 16
    const-string v1, "provider"
    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 15
    const/16 v0, 0x20
    new-array v10, v0, [B
    move-object v11, v10
    .line 31
    const/4 v12, 0x0
    .line 15
    invoke-static {}, Lcom/larderly/Session;->access$getRandom$cp()Ljava/security/SecureRandom;
    move-result-object v0
    invoke-virtual {v0, v11}, Ljava/security/SecureRandom;->nextBytes([B)V
    move-object v9, v10
    .line 16
    const/16 v1, 0xb
    invoke-static {v9, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v10
    .line 17
    new-instance v0, Lcom/larderly/Session;
    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    const-wide/32 v7, 0x1499700
    add-long/2addr v5, v7
    move-object v1, v10
    move v2, p1
    move-object v3, p2
    move-wide v4, v5
    const/4 v6, 0x0
    invoke-direct/range {v0 .. v6}, Lcom/larderly/Session;-><init>(Ljava/lang/String;ILjava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method
