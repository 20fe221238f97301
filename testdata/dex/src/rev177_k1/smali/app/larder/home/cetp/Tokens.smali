.class public final Lapp/larder/home/cetp/Tokens;
.super Ljava/lang/Object;
.source "Protocol.kt"


# static fields
.field public static final INSTANCE:Lapp/larder/home/cetp/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lapp/larder/home/cetp/Tokens;

    invoke-direct {v0}, Lapp/larder/home/cetp/Tokens;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/Tokens;->INSTANCE:Lapp/larder/home/cetp/Tokens;

    .line 107
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lapp/larder/home/cetp/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 106
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static final fresh(I)Ljava/lang/String;
    .registers 3

    .line 111
    new-array v1, p0, [B

    .line 112
    sget-object v0, Lapp/larder/home/cetp/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 113
    invoke-static {v1}, Lapp/larder/home/cetp/ProtocolKt;->hex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static synthetic fresh$default(IILjava/lang/Object;)Ljava/lang/String;
    .registers 4

    .line 110
    and-int/lit8 v0, p1, 0x1

    if-eqz v0, :cond_0

    const/16 p0, 0x20

    :cond_0
    invoke-static {p0}, Lapp/larder/home/cetp/Tokens;->fresh(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
