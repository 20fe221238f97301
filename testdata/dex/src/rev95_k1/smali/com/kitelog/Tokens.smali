.class public final Lcom/kitelog/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"

.field public static final INSTANCE:Lcom/kitelog/Tokens;
.field private static final random:Ljava/security/SecureRandom;
.field private static final quickRandom:Ljava/util/Random;

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
    sget-object v0, Lcom/kitelog/Tokens;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0, v3}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 15
    const/4 v1, 0x2
    invoke-static {v3, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;
    move-result-object v0
    const-string v2, "encodeToString(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public final quick()Ljava/lang/String;
    .registers 5
    .line 18
    sget-object v0, Lcom/kitelog/Tokens;->quickRandom:Ljava/util/Random;
    const v1, 0xf4240
    invoke-virtual {v0, v1}, Ljava/util/Random;->nextInt(I)I
    move-result v0
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "kite-"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/kitelog/Tokens;
    invoke-direct {v0}, Lcom/kitelog/Tokens;-><init>()V
    sput-object v0, Lcom/kitelog/Tokens;->INSTANCE:Lcom/kitelog/Tokens;
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/kitelog/Tokens;->random:Ljava/security/SecureRandom;
    .line 10
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/kitelog/Tokens;->quickRandom:Ljava/util/Random;
    return-void
.end method

