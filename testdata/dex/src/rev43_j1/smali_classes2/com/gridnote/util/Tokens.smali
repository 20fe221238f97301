.class public final Lcom/gridnote/util/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/gridnote/util/Tokens$Holder;
    }
.end annotation


# instance fields
.field private issued:J

.field private final lock:Ljava/lang/Object;

.field private final rng:Ljava/security/SecureRandom;


# direct methods
.method constructor <init>()V
    .locals 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    iput-object v0, p0, Lcom/gridnote/util/Tokens;->rng:Ljava/security/SecureRandom;

    .line 10
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    iput-object v0, p0, Lcom/gridnote/util/Tokens;->lock:Ljava/lang/Object;

    .line 14
    return-void
.end method

.method public static get()Lcom/gridnote/util/Tokens;
    .locals 1

    .line 17
    sget-object v0, Lcom/gridnote/util/Tokens$Holder;->INSTANCE:Lcom/gridnote/util/Tokens;

    return-object v0
.end method


# virtual methods
.method public secure()Ljava/lang/String;
    .locals 2

    .line 21
    const/16 v0, 0x18

    new-array v0, v0, [B

    .line 22
    iget-object v1, p0, Lcom/gridnote/util/Tokens;->rng:Ljava/security/SecureRandom;

    invoke-virtual {v1, v0}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 23
    const/16 v1, 0xa

    invoke-static {v0, v1}, Landroid/util/Base64;->encodeToString([BI)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public ticket()Ljava/lang/String;
    .locals 5

    .line 28
    iget-object v0, p0, Lcom/gridnote/util/Tokens;->lock:Ljava/lang/Object;

    monitor-enter v0

    .line 29
    :try_start_0
    iget-wide v1, p0, Lcom/gridnote/util/Tokens;->issued:J

    const-wide/16 v3, 0x1

    add-long/2addr v1, v3

    iput-wide v1, p0, Lcom/gridnote/util/Tokens;->issued:J

    .line 30
    monitor-exit v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 31
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "ot-"

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {}, Lj$/time/Instant;->now()Lj$/time/Instant;

    move-result-object v3

    invoke-virtual {v3}, Lj$/time/Instant;->toEpochMilli()J

    move-result-wide v3

    invoke-virtual {v0, v3, v4}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v3, "-"

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :catchall_0
    move-exception v1

    :try_start_1
    monitor-exit v0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v1
.end method
