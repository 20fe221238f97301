.class final Lcom/es/Approvals;
.super Ljava/lang/Object;
.source "Approvals.java"

# static fields
.field private static final ANSWERS:Ljava/util/Map;
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 12
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 13
    return-void
.end method

.method static declared-synchronized open()Ljava/lang/String;
    .registers 5
    .line 16
    sget-object v0, Lcom/es/Approvals;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Lcom/es/Approvals;->RANDOM:Ljava/security/SecureRandom;
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
    .line 17
    sget-object v0, Lcom/es/Approvals;->ANSWERS:Ljava/util/Map;
    sget-object v2, Ljava/lang/Boolean;->FALSE:Ljava/lang/Boolean;
    invoke-interface {v0, v4, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    return-object v4
.end method

.method static declared-synchronized answer(Ljava/lang/String;Z)V
    .registers 5
    .line 22
    if-eqz v3, :L30
    sget-object v0, Lcom/es/Approvals;->ANSWERS:Ljava/util/Map;
    invoke-interface {v0, v3}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L30
    .line 23
    sget-object v0, Lcom/es/Approvals;->ANSWERS:Ljava/util/Map;
    invoke-static {v4}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;
    move-result-object v2
    invoke-interface {v0, v3, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
:L30
    .line 25
    return-void
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 9
    new-instance v0, Ljava/util/HashMap;
    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V
    sput-object v0, Lcom/es/Approvals;->ANSWERS:Ljava/util/Map;
    .line 10
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/es/Approvals;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

