.class final Lcom/wl/Ids;
.super Ljava/lang/Object;
.source "Ids.java"

# static fields
.field static final FAST:Ljava/util/Random;
.field static final STRONG:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 11
    return-void
.end method

.method static strong()Ljava/lang/String;
    .registers 4
    .line 14
    sget-object v0, Lcom/wl/Ids;->STRONG:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lcom/wl/Ids;->STRONG:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static fast()Ljava/lang/String;
    .registers 2
    .line 18
    sget-object v0, Lcom/wl/Ids;->FAST:Ljava/util/Random;
    invoke-virtual {v0}, Ljava/util/Random;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/wl/Ids;->FAST:Ljava/util/Random;
    .line 8
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/wl/Ids;->STRONG:Ljava/security/SecureRandom;
    return-void
.end method

