.class public final Lcom/pd/Sessions;
.super Ljava/lang/Object;
.source "Sessions.java"

# static fields
.field static final INSTANCE:Lcom/pd/Sessions;

# instance fields
.field private final byToken:Ljava/util/Map;
.field private final random:Ljava/security/SecureRandom;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 9
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 11
    new-instance v1, Ljava/util/concurrent/ConcurrentHashMap;
    invoke-direct {v1}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V
    iput-object v1, v2, Lcom/pd/Sessions;->byToken:Ljava/util/Map;
    .line 12
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/pd/Sessions;->random:Ljava/security/SecureRandom;
    return-void
.end method

.method private static minutes(I)J
    .registers 3
    .line 22
    const v1, 0xea60
    mul-int v0, v2, v1
    int-to-long v0, v0
    return-wide v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 10
    new-instance v0, Lcom/pd/Sessions;
    invoke-direct {v0}, Lcom/pd/Sessions;-><init>()V
    sput-object v0, Lcom/pd/Sessions;->INSTANCE:Lcom/pd/Sessions;
    return-void
.end method


# virtual methods
.method public open(I)Lcom/pd/Session;
    .registers 12
    .line 15
    iget-object v0, v10, Lcom/pd/Sessions;->random:Ljava/security/SecureRandom;
    invoke-virtual {v0}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v0
    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v0
    iget-object v1, v10, Lcom/pd/Sessions;->random:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v8
    .line 16
    new-instance v0, Lcom/pd/Session;
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v4
    const/16 v6, 0xa
    invoke-static {v6}, Lcom/pd/Sessions;->minutes(I)J
    move-result-wide v6
    add-long v4, v4, v6
    invoke-direct {v0, v8, v11, v4}, Lcom/pd/Session;-><init>(Ljava/lang/String;IJ)V
    move-object v9, v0
    .line 17
    iget-object v0, v10, Lcom/pd/Sessions;->byToken:Ljava/util/Map;
    invoke-interface {v0, v8, v9}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 18
    return-object v9
.end method

.method public find(Ljava/lang/String;)Lj$/util/Optional;
    .registers 3
    .line 26
    if-nez v2, :L8
    const/4 v0, 0x0
    goto :L21
:L8
    iget-object v0, v1, Lcom/pd/Sessions;->byToken:Ljava/util/Map;
    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/pd/Session;
:L21
    invoke-static {v0}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;
    move-result-object v0
    return-object v0
.end method

.method public findClaimed(Ljava/lang/String;)Lj$/util/Optional;
    .registers 3
    .line 31
    if-nez v2, :L8
    const/4 v0, 0x0
    goto :L21
:L8
    iget-object v0, v1, Lcom/pd/Sessions;->byToken:Ljava/util/Map;
    invoke-interface {v0, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/pd/Session;
:L21
    invoke-static {v0}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;
    move-result-object v0
    return-object v0
.end method

