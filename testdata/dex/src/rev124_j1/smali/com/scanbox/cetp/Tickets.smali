.class public interface abstract Lcom/scanbox/cetp/Tickets;
.super Ljava/lang/Object;
.source "Tickets.java"


# direct methods
.method public static synthetic lambda$quick$0()Ljava/lang/String;
    .registers 3

    .line 13
    invoke-static {}, Ljava/util/concurrent/ThreadLocalRandom;->current()Ljava/util/concurrent/ThreadLocalRandom;

    move-result-object v0

    invoke-virtual {v0}, Ljava/util/concurrent/ThreadLocalRandom;->nextLong()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v0

    .line 14
    invoke-static {}, Ljava/util/concurrent/ThreadLocalRandom;->current()Ljava/util/concurrent/ThreadLocalRandom;

    move-result-object v1

    invoke-virtual {v1}, Ljava/util/concurrent/ThreadLocalRandom;->nextLong()J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toHexString(J)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v0, v2

    .line 13
    return-object v0
.end method

.method public static synthetic lambda$strong$1(Ljava/security/SecureRandom;)Ljava/lang/String;
    .registers 4

    .line 20
    const/16 v0, 0x18

    new-array v2, v0, [B

    .line 21
    invoke-virtual {p0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 22
    const/16 v1, 0xb

    invoke-static {v2, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static quick()Lcom/scanbox/cetp/Tickets;
    .registers 1

    .line 13
    new-instance v0, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda0;-><init>()V

    return-object v0
.end method

.method public static strong(Ljava/security/SecureRandom;)Lcom/scanbox/cetp/Tickets;
    .registers 2

    .line 19
    new-instance v0, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda1;

    invoke-direct {v0, p0}, Lcom/scanbox/cetp/Tickets$$ExternalSyntheticLambda1;-><init>(Ljava/security/SecureRandom;)V

    return-object v0
.end method


# virtual methods
.method public abstract mint()Ljava/lang/String;
.end method
