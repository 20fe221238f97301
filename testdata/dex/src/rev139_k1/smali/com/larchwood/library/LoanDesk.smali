.class public final Lcom/larchwood/library/LoanDesk;
.super Lcom/larchwood/library/TicketDesk;
.source "Tokens.kt"


# static fields
.field public static final INSTANCE:Lcom/larchwood/library/LoanDesk;

.field private static final random:Lkotlin/random/Random;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/larchwood/library/LoanDesk;

    invoke-direct {v0}, Lcom/larchwood/library/LoanDesk;-><init>()V

    sput-object v0, Lcom/larchwood/library/LoanDesk;->INSTANCE:Lcom/larchwood/library/LoanDesk;

    .line 59
    new-instance v0, Ljava/security/SecureRandom;

    invoke-direct {v0}, Ljava/security/SecureRandom;-><init>()V

    check-cast v0, Ljava/util/Random;

    invoke-static {v0}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v0

    sput-object v0, Lcom/larchwood/library/LoanDesk;->random:Lkotlin/random/Random;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Lcom/larchwood/library/TicketDesk;-><init>()V

    return-void
.end method


# virtual methods
.method public getRandom()Lkotlin/random/Random;
    .registers 2

    .line 59
    sget-object v0, Lcom/larchwood/library/LoanDesk;->random:Lkotlin/random/Random;

    return-object v0
.end method

.method public redeem(Ljava/lang/String;)Lcom/larchwood/library/Ticket;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-virtual {p0}, Lcom/larchwood/library/LoanDesk;->getOpen()Ljava/util/concurrent/ConcurrentHashMap;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/util/concurrent/ConcurrentHashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/larchwood/library/Ticket;

    return-object v0
.end method
