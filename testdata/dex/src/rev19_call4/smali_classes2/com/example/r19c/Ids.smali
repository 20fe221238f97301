.class final Lcom/example/r19c/Ids;
.super Ljava/lang/Object;
.source "Ids.java"

.field private static final RNG:Ljava/util/Random;

.field private static final SECURE:Ljava/security/SecureRandom;

.method static constructor <clinit>()V
    .registers 1
    .line 8
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/example/r19c/Ids;->RNG:Ljava/util/Random;
    .line 9
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/example/r19c/Ids;->SECURE:Ljava/security/SecureRandom;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static next()Ljava/lang/String;
    .registers 2
    .line 12
    sget-object v0, Lcom/example/r19c/Ids;->RNG:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static secure()Ljava/lang/String;
    .registers 2
    .line 16
    sget-object v0, Lcom/example/r19c/Ids;->SECURE:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
