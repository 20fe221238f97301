.class public final Lcom/lendshelf/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nTokens.kt\nKotlin\n*S Kotlin\n*F\n+ 1 Tokens.kt\ncom/lendshelf/Tokens\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,38:1\n1#2:39\n*E\n"
.end annotation

.field public static final INSTANCE:Lcom/lendshelf/Tokens;
.field private static final random:Ljava/security/SecureRandom;

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final secure()Ljava/lang/String;
    .registers 7
    .line 10
    const/16 v0, 0x18
    new-array v0, v0, [B
    move-object v3, v0
    move-object v4, v3
    .line 39
    const/4 v0, 0x0
    move v5, v0
    .line 10
    sget-object v0, Lcom/lendshelf/Tokens;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 10
    .line 10
    move-object v4, v3
    .line 39
    const/4 v0, 0x0
    move v5, v0
    .line 10
    const/4 v1, 0x2
    invoke-static {v4, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    .line 10
    nop
    .line 10
    const-string v2, "let(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final clock(Ljava/lang/String;)Ljava/lang/String;
    .registers 8
    const-string v1, "prefix"
    invoke-static {v7, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v1
    const/16 v3, 0x24
    invoke-static {v3}, Lkotlin/text/CharsKt;->checkRadix(I)I
    move-result v3
    invoke-static {v1, v2, v3}, Ljava/lang/Long;->toString(JI)Ljava/lang/String;
    move-result-object v1
    const-string v3, "toString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "-"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    .line 12
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/lendshelf/Tokens;
    invoke-direct {v0}, Lcom/lendshelf/Tokens;-><init>()V
    sput-object v0, Lcom/lendshelf/Tokens;->INSTANCE:Lcom/lendshelf/Tokens;
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/lendshelf/Tokens;->random:Ljava/security/SecureRandom;
    return-void
.end method

