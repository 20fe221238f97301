.class final Lcom/am/Tokens;
.super Ljava/lang/Object;
.source "Tokens.java"

# static fields
.field private static final RANDOM:Ljava/security/SecureRandom;


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 9
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static random(I)Ljava/lang/String;
    .registers 10
    .line 12
    new-array v0, v9, [B
    move-object v4, v0
    .line 13
    sget-object v0, Lcom/am/Tokens;->RANDOM:Ljava/security/SecureRandom;
    invoke-virtual {v0, v4}, Ljava/security/SecureRandom;->nextBytes([B)V
    .line 14
    new-instance v0, Ljava/lang/StringBuilder;
    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V
    move-object v5, v0
    .line 15
    move-object v6, v4
    array-length v0, v6
    move v7, v0
    const/4 v3, 0x0
:L28
    if-ge v3, v7, :L61
    aget-byte v0, v6, v3
    move v8, v0
    .line 16
    const/16 v2, 0xff
    and-int v1, v8, v2
    invoke-static {v1}, Ljava/lang/Integer;->toHexString(I)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v5, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .line 15
    add-int/lit8 v3, v3, 0x1
    goto :L28
:L61
    .line 18
    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1
    .line 7
    new-instance v0, Ljava/security/SecureRandom;
    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V
    sput-object v0, Lcom/am/Tokens;->RANDOM:Ljava/security/SecureRandom;
    return-void
.end method

