.class final Lcom/ch/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# static fields
.field private static final OPEN:Ljava/util/Map;
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    return-void
.end method

.method static declared-synchronized open(I)Ljava/lang/String;
    .registers 6
    .line 17
    sget-object v0, Lcom/ch/Sessions;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lcom/ch/Sessions;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    .line 18
    sget-object v0, Lcom/ch/Sessions;->OPEN:Ljava/util/Map;
    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v2
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 19
    return-object v4
.end method

.method static declared-synchronized live(Ljava/lang/String;I)Z
    .registers 4
    .line 23
    if-nez v2, :L8
    const/4 v0, 0x0
    goto :L20
:L8
    sget-object v0, Lcom/ch/Sessions;->OPEN:Ljava/util/Map;
    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/Integer;
:L20
    move-object v1, v0
    .line 24
    if-eqz v1, :L37
    invoke-virtual {v1}, Ljava/lang/Integer;->intValue()I
    move-result v0
    if-ne v0, v3, :L37
    const/4 v0, 0x1
    goto :L38
:L37
    const/4 v0, 0x0
:L38
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 10
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/ch/Sessions;->OPEN:Ljava/util/Map;
    .line 11
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/ch/Sessions;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

