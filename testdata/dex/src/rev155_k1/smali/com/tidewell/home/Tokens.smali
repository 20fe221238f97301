.class public final Lcom/tidewell/home/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lcom/tidewell/home/Tokens;

.field private static final random:Ljava/security/SecureRandom;

.field private static final requestCodes:Ljava/util/concurrent/atomic/AtomicInteger;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tidewell/home/Tokens;

    invoke-direct {v0}, Lcom/tidewell/home/Tokens;-><init>()V

    sput-object v0, Lcom/tidewell/home/Tokens;->INSTANCE:Lcom/tidewell/home/Tokens;

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/tidewell/home/Tokens;->random:Ljava/security/SecureRandom;

    .line 9
    new-instance v0, Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicInteger;-><init>()V

    sput-object v0, Lcom/tidewell/home/Tokens;->requestCodes:Ljava/util/concurrent/atomic/AtomicInteger;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic secure$default(Lcom/tidewell/home/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 12
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x20

    :cond_0
    invoke-virtual {p0, p1}, Lcom/tidewell/home/Tokens;->secure(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final nextRequestCode()I
    .registers 2

    .line 19
    sget-object v0, Lcom/tidewell/home/Tokens;->requestCodes:Ljava/util/concurrent/atomic/AtomicInteger;

    invoke-virtual {v0}, Ljava/util/concurrent/atomic/AtomicInteger;->incrementAndGet()I

    move-result v0

    return v0
.end method

.method public final secure(I)Ljava/lang/String;
    .registers 4

    .line 13
    new-array v1, p1, [B

    .line 14
    sget-object v0, Lcom/tidewell/home/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 15
    invoke-static {v1}, Lcom/tidewell/home/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
