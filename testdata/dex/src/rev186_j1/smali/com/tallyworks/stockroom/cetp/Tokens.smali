.class public final Lcom/tallyworks/stockroom/cetp/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"


# static fields
.field private static final HEX:[C

.field private static final LOCK:Ljava/lang/Object;

.field private static issued:J

.field private static random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 7
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->LOCK:Ljava/lang/Object;

    .line 8
    const-string v0, "0123456789abcdef"

    invoke-virtual {v0}, Ljava/lang/String;->toCharArray()[C

    move-result-object v0

    sput-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->HEX:[C

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 13
    return-void
.end method

.method public static hex([B)Ljava/lang/String;
    .registers 7

    .line 35
    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v4, v0, [C

    .line 36
    const/4 v5, 0x0

    :goto_0
    array-length v1, p0

    if-ge v5, v1, :cond_0

    .line 37
    mul-int/lit8 v1, v5, 0x2

    sget-object v2, Lcom/tallyworks/stockroom/cetp/Tokens;->HEX:[C

    aget-byte v3, p0, v5

    shr-int/lit8 v3, v3, 0x4

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 38
    mul-int/lit8 v1, v5, 0x2

    add-int/lit8 v1, v1, 0x1

    sget-object v2, Lcom/tallyworks/stockroom/cetp/Tokens;->HEX:[C

    aget-byte v3, p0, v5

    and-int/lit8 v3, v3, 0xf

    aget-char v2, v2, v3

    aput-char v2, v4, v1

    .line 36
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 40
    :cond_0
    new-instance v0, Ljava/lang/String;

    invoke-direct {v0, v4}, Ljava/lang/String;-><init>([C)V

    return-object v0
.end method

.method public static issuedCount()J
    .registers 4

    .line 29
    sget-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->LOCK:Ljava/lang/Object;

    move-object v2, v0

    monitor-enter v2

    .line 30
    :try_start_0
    sget-wide v0, Lcom/tallyworks/stockroom/cetp/Tokens;->issued:J

    monitor-exit v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-wide v0

    :catchall_0
    move-exception v3

    .line 31
    :try_start_1
    monitor-exit v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v3
.end method

.method public static random(I)Ljava/lang/String;
    .registers 8

    .line 16
    new-array v4, p0, [B

    .line 17
    sget-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->LOCK:Ljava/lang/Object;

    move-object v5, v0

    monitor-enter v5

    .line 18
    :try_start_0
    sget-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->random:Ljava/security/SecureRandom;

    if-nez v0, :cond_0

    .line 19
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->random:Ljava/security/SecureRandom;

    .line 21
    :cond_0
    sget-object v0, Lcom/tallyworks/stockroom/cetp/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 22
    sget-wide v0, Lcom/tallyworks/stockroom/cetp/Tokens;->issued:J

    const-wide/16 v2, 0x1

    add-long/2addr v0, v2

    sput-wide v0, Lcom/tallyworks/stockroom/cetp/Tokens;->issued:J

    .line 23
    monitor-exit v5
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    goto :goto_0

    :catchall_0
    move-exception v6

    :try_start_1
    monitor-exit v5
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v6

    .line 24
    :goto_0
    invoke-static {v4}, Lcom/tallyworks/stockroom/cetp/Tokens;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static unhex(Ljava/lang/String;)[B
    .registers 8

    .line 44
    if-eqz p0, :cond_0

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    and-int/lit8 v0, v0, 0x1

    if-eqz v0, :cond_1

    .line 45
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 47
    :cond_1
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v3, v0, [B

    .line 48
    const/4 v4, 0x0

    :goto_0
    array-length v1, v3

    if-ge v4, v1, :cond_4

    .line 49
    mul-int/lit8 v1, v4, 0x2

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v5

    .line 50
    mul-int/lit8 v1, v4, 0x2

    add-int/lit8 v1, v1, 0x1

    invoke-virtual {p0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x10

    invoke-static {v0, v1}, Ljava/lang/Character;->digit(CI)I

    move-result v6

    .line 51
    if-ltz v5, :cond_2

    if-gez v6, :cond_3

    .line 52
    :cond_2
    const/4 v0, 0x0

    return-object v0

    .line 54
    :cond_3
    shl-int/lit8 v2, v5, 0x4

    or-int/2addr v2, v6

    int-to-byte v2, v2

    aput-byte v2, v3, v4

    .line 48
    add-int/lit8 v4, v4, 0x1

    goto :goto_0

    .line 56
    :cond_4
    return-object v3
.end method
