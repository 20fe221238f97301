.class public final Lcom/larderly/pantry/Tokens;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/larderly/pantry/Tokens;

.field private static final random$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larderly/pantry/Tokens;

    invoke-direct {v0}, Lcom/larderly/pantry/Tokens;-><init>()V

    sput-object v0, Lcom/larderly/pantry/Tokens;->INSTANCE:Lcom/larderly/pantry/Tokens;

    .line 6
    sget-object v0, Lcom/larderly/pantry/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larderly/pantry/Tokens$$ExternalSyntheticLambda0;

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    sput-object v0, Lcom/larderly/pantry/Tokens;->random$delegate:Lkotlin/Lazy;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private final getRandom()Ljava/security/SecureRandom;
    .registers 3

    .line 6
    sget-object v1, Lcom/larderly/pantry/Tokens;->random$delegate:Lkotlin/Lazy;

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/security/SecureRandom;

    return-object v0
.end method

.method public static synthetic mint$default(Lcom/larderly/pantry/Tokens;IILjava/lang/Object;)Ljava/lang/String;
    .registers 5

    .line 8
    and-int/lit8 v0, p2, 0x1

    if-eqz v0, :cond_0

    const/16 p1, 0x18

    :cond_0
    invoke-virtual {p0, p1}, Lcom/larderly/pantry/Tokens;->mint(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public static final random_delegate$lambda$0()Ljava/security/SecureRandom;
    .registers 1

    .line 6
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    return-object v0
.end method


# virtual methods
.method public final mint(I)Ljava/lang/String;
    .registers 4

    .line 9
    new-array v1, p1, [B

    .line 10
    invoke-direct {p0}, Lcom/larderly/pantry/Tokens;->getRandom()Ljava/security/SecureRandom;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/security/SecureRandom;->nextBytes([B)V

    .line 11
    invoke-static {v1}, Lcom/larderly/pantry/ProtocolKt;->toHex([B)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
