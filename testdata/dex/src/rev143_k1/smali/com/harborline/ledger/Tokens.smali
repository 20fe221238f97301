.class public final Lcom/harborline/ledger/Tokens;
.super Ljava/lang/Object;
.source "Sessions.kt"


# static fields
.field public static final INSTANCE:Lcom/harborline/ledger/Tokens;

.field private static final secure:Ljava/security/SecureRandom;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/harborline/ledger/Tokens;

    invoke-direct {v0}, Lcom/harborline/ledger/Tokens;-><init>()V

    sput-object v0, Lcom/harborline/ledger/Tokens;->INSTANCE:Lcom/harborline/ledger/Tokens;

    .line 16
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    sput-object v0, Lcom/harborline/ledger/Tokens;->secure:Ljava/security/SecureRandom;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final getSecure()Ljava/security/SecureRandom;
    .registers 2

    .line 16
    sget-object v0, Lcom/harborline/ledger/Tokens;->secure:Ljava/security/SecureRandom;

    return-object v0
.end method

.method public final mint(Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;
    .registers 6

    .line 18
    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v0

    check-cast v0, Lkotlin/coroutines/CoroutineContext;

    new-instance v1, Lcom/harborline/ledger/Tokens$mint$2;

    const/4 v2, 0x0

    invoke-direct {v1, p1, v2}, Lcom/harborline/ledger/Tokens$mint$2;-><init>(Lkotlin/jvm/functions/Function1;Lkotlin/coroutines/Continuation;)V

    check-cast v1, Lkotlin/jvm/functions/Function2;

    invoke-static {v0, v1, p2}, Lkotlinx/coroutines/BuildersKt;->withContext(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;Lkotlin/coroutines/Continuation;)Ljava/lang/Object;

    move-result-object v0

    .line 22
    return-object v0
.end method
