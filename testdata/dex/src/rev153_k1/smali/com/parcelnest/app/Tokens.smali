.class public final Lcom/parcelnest/app/Tokens;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lcom/parcelnest/app/Tokens;

.field private static final random:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/parcelnest/app/Tokens;

    invoke-direct {v0}, Lcom/parcelnest/app/Tokens;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Tokens;->INSTANCE:Lcom/parcelnest/app/Tokens;

    .line 8
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/parcelnest/app/Tokens;->random:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static synthetic next$default(Lcom/parcelnest/app/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 10
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x20

    :cond_0
    invoke-virtual {p0, p1}, Lcom/parcelnest/app/Tokens;->next(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final next(I)Ljava/lang/String;
    .registers 6

    .line 10
    new-array v1, p1, [B

    move-object v2, v1

    .line 21
    const/4 v3, 0x0

    .line 10
    sget-object v0, Lcom/parcelnest/app/Tokens;->random:Ljava/security/SecureRandom;

    invoke-virtual {v0, v2}, Ljava/security/SecureRandom;->nextBytes([B)V

    invoke-static {v1}, Lcom/parcelnest/app/TokensKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public final pickupCode()Ljava/lang/String;
    .registers 4

    .line 12
    sget-object v1, Lcom/parcelnest/app/Tokens;->random:Ljava/security/SecureRandom;

    const v2, 0xdbba0

    invoke-virtual {v1, v2}, Ljava/security/SecureRandom;->nextInt(I)I

    move-result v1

    const v0, 0x186a0

    add-int/2addr v0, v1

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
