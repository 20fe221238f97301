.class public final Lcom/tallyfold/money/Entropy;
.super Ljava/lang/Object;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lcom/tallyfold/money/Entropy;

.field private static final secure:Lkotlin/random/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/tallyfold/money/Entropy;

    invoke-direct {v0}, Lcom/tallyfold/money/Entropy;-><init>()V

    sput-object v0, Lcom/tallyfold/money/Entropy;->INSTANCE:Lcom/tallyfold/money/Entropy;

    .line 10
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    check-cast v0, Ljava/util/Random;

    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v0

    sput-object v0, Lcom/tallyfold/money/Entropy;->secure:Lkotlin/random/Random;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getSecure()Lkotlin/random/Random;
    .registers 2

    .line 10
    sget-object v0, Lcom/tallyfold/money/Entropy;->secure:Lkotlin/random/Random;

    return-object v0
.end method
