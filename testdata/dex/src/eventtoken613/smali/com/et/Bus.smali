.class final Lcom/et/Bus;
.super Ljava/lang/Object;
.source "Bus.java"

# instance fields
.field private final tokenSubscribers:Ljava/util/List;
.field private final sessionSubscribers:Ljava/util/List;
.field private final jitter:Ljava/util/Random;
.field private final secure:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .registers 3
    .line 26
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 21
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/et/Bus;->tokenSubscribers:Ljava/util/List;
    .line 22
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V
    iput-object v1, v2, Lcom/et/Bus;->sessionSubscribers:Ljava/util/List;
    .line 23
    new-instance v1, Ljava/util/Random;
    invoke-direct {v1}, Ljava/util/Random;-><init>()V
    iput-object v1, v2, Lcom/et/Bus;->jitter:Ljava/util/Random;
    .line 24
    new-instance v1, Ljava/security/SecureRandom;
    invoke-direct {v1}, Ljava/security/SecureRandom;-><init>()V
    iput-object v1, v2, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    .line 27
    iget-object v0, v2, Lcom/et/Bus;->tokenSubscribers:Ljava/util/List;
    new-instance v1, Lcom/et/Bus$$ExternalSyntheticLambda0;
    invoke-direct {v1, v2}, Lcom/et/Bus$$ExternalSyntheticLambda0;-><init>(Lcom/et/Bus;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 28
    iget-object v0, v2, Lcom/et/Bus;->tokenSubscribers:Ljava/util/List;
    new-instance v1, Lcom/et/Bus$$ExternalSyntheticLambda1;
    invoke-direct {v1, v2}, Lcom/et/Bus$$ExternalSyntheticLambda1;-><init>(Lcom/et/Bus;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 29
    iget-object v0, v2, Lcom/et/Bus;->sessionSubscribers:Ljava/util/List;
    new-instance v1, Lcom/et/Bus$$ExternalSyntheticLambda2;
    invoke-direct {v1, v2}, Lcom/et/Bus$$ExternalSyntheticLambda2;-><init>(Lcom/et/Bus;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 30
    iget-object v0, v2, Lcom/et/Bus;->sessionSubscribers:Ljava/util/List;
    new-instance v1, Lcom/et/Bus$$ExternalSyntheticLambda3;
    invoke-direct {v1, v2}, Lcom/et/Bus$$ExternalSyntheticLambda3;-><init>(Lcom/et/Bus;)V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 35
    return-void
.end method


# virtual methods
.method post(Lcom/et/Bus$TokenRequest;)Lcom/et/Bus$TokenRequest;
    .registers 5
    .line 38
    iget-object v0, v3, Lcom/et/Bus;->tokenSubscribers:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L10
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L39
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/Consumer;
    move-object v2, v0
    .line 39
    invoke-interface {v2, v4}, Ljava/util/function/Consumer;->accept(Ljava/lang/Object;)V
    .line 40
    goto :L10
:L39
    .line 41
    return-object v4
.end method

.method post(Lcom/et/Bus$SessionRequest;)Lcom/et/Bus$SessionRequest;
    .registers 5
    .line 45
    iget-object v0, v3, Lcom/et/Bus;->sessionSubscribers:Ljava/util/List;
    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L10
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L39
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/Consumer;
    move-object v2, v0
    .line 46
    invoke-interface {v2, v4}, Ljava/util/function/Consumer;->accept(Ljava/lang/Object;)V
    .line 47
    goto :L10
:L39
    .line 48
    return-object v4
.end method

.method public synthetic lambda$new$3(Lcom/et/Bus$SessionRequest;)V
    .registers 8
    .line 31
    const/16 v0, 0x10
    new-array v0, v0, [B
    move-object v5, v0
    .line 32
    iget-object v0, v6, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v0, v5}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 33
    const/4 v2, 0x0
    aget-byte v1, v5, v2
    int-to-long v1, v1
    const-wide/16 v3, 0xffL
    and-long v1, v1, v3
    invoke-static {v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    iget-object v2, v7, Lcom/et/Bus$SessionRequest;->token:Ljava/lang/String;
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v7, Lcom/et/Bus$SessionRequest;->token:Ljava/lang/String;
    .line 34
    return-void
.end method

.method public synthetic lambda$new$2(Lcom/et/Bus$SessionRequest;)V
    .registers 7
    .line 29
    iget-object v1, v5, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    iget-object v2, v5, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v2}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v6, Lcom/et/Bus$SessionRequest;->token:Ljava/lang/String;
    return-void
.end method

.method public synthetic lambda$new$1(Lcom/et/Bus$TokenRequest;)V
    .registers 5
    .line 28
    iget-object v1, v3, Lcom/et/Bus;->jitter:Ljava/util/Random;
    invoke-virtual {v1}, Ljava/util/Random;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    iput-object v1, v4, Lcom/et/Bus$TokenRequest;->token:Ljava/lang/String;
    return-void
.end method

.method public synthetic lambda$new$0(Lcom/et/Bus$TokenRequest;)V
    .registers 7
    .line 27
    iget-object v1, v5, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v1}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v1
    iget-object v2, v5, Lcom/et/Bus;->secure:Ljava/security/SecureRandom;
    invoke-virtual {v2}, Ljava/security/SecureRandom;->nextLong()J
    move-result-wide v2
    invoke-static {v2, v3}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;
    move-result-object v2
    new-instance v3, Ljava/lang/StringBuilder;
    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, v6, Lcom/et/Bus$TokenRequest;->token:Ljava/lang/String;
    return-void
.end method

