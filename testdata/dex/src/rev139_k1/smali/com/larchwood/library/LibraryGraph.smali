.class public final Lcom/larchwood/library/LibraryGraph;
.super Ljava/lang/Object;
.source "Graph.kt"


# static fields
.field private static final ASSISTANTS:Ljava/util/Map;

.field public static final Companion:Lcom/larchwood/library/LibraryGraph$Companion;

.field private static volatile instance:Lcom/larchwood/library/LibraryGraph;


# instance fields
.field private final account:Lcom/larchwood/library/Account;

.field private final app:Landroid/content/Context;

.field private final db:Lcom/larchwood/library/LibraryDb;

.field private final fineSessions:Lcom/larchwood/library/SessionBook;

.field private final fines:Lcom/larchwood/library/FineTools;

.field private final gate:Lcom/larchwood/library/CallerGate;

.field private final journal:Lcom/larchwood/library/Journal;

.field private final loanSessions:Lcom/larchwood/library/SessionBook;

.field private final loans:Lcom/larchwood/library/LoanTools;

.field private final receipts:Lcom/larchwood/library/Receipts;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lcom/larchwood/library/LibraryGraph$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/larchwood/library/LibraryGraph$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/larchwood/library/LibraryGraph;->Companion:Lcom/larchwood/library/LibraryGraph$Companion;

    .line 25
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.agent"

    const-string v3, "9e1c4b7a2f5d8e0c3a6b9f2d5e8a1c4b7f0d3e6a9c2b5f8e1d4a7c0b3e6f9a2d"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 26
    const-string v2, "org.readwell.assistant"

    const-string v3, "41d8a6c3f0b7e4a1d8c5f2b9e6a3d0c7f4b1e8a5d2c9f6b3e0a7d4c1f8b5e2a9"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 24
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/larchwood/library/LibraryGraph;->ASSISTANTS:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 8

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/larchwood/library/LibraryGraph;->app:Landroid/content/Context;

    .line 10
    new-instance v0, Lcom/larchwood/library/LibraryDb;

    iget-object v2, p0, Lcom/larchwood/library/LibraryGraph;->app:Landroid/content/Context;

    invoke-direct {v0, v2}, Lcom/larchwood/library/LibraryDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->db:Lcom/larchwood/library/LibraryDb;

    .line 11
    new-instance v0, Lcom/larchwood/library/Account;

    iget-object v2, p0, Lcom/larchwood/library/LibraryGraph;->app:Landroid/content/Context;

    const-string v3, "account"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v2

    const-string v4, "getSharedPreferences(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/larchwood/library/Account;-><init>(Landroid/content/SharedPreferences;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->account:Lcom/larchwood/library/Account;

    .line 12
    new-instance v0, Lcom/larchwood/library/CallerGate;

    iget-object v2, p0, Lcom/larchwood/library/LibraryGraph;->app:Landroid/content/Context;

    invoke-virtual {v2}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v3, Lcom/larchwood/library/LibraryGraph;->ASSISTANTS:Ljava/util/Map;

    invoke-direct {v0, v2, v3}, Lcom/larchwood/library/CallerGate;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->gate:Lcom/larchwood/library/CallerGate;

    .line 13
    new-instance v0, Lcom/larchwood/library/Receipts;

    iget-object v2, p0, Lcom/larchwood/library/LibraryGraph;->db:Lcom/larchwood/library/LibraryDb;

    invoke-direct {v0, v2}, Lcom/larchwood/library/Receipts;-><init>(Lcom/larchwood/library/LibraryDb;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->receipts:Lcom/larchwood/library/Receipts;

    .line 14
    new-instance v0, Lcom/larchwood/library/Journal;

    new-instance v2, Lcom/larchwood/library/Audit;

    iget-object v4, p0, Lcom/larchwood/library/LibraryGraph;->db:Lcom/larchwood/library/LibraryDb;

    invoke-direct {v2, v4}, Lcom/larchwood/library/Audit;-><init>(Lcom/larchwood/library/LibraryDb;)V

    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v3

    const-string v5, "newSingleThreadExecutor(...)"

    invoke-static {v3, v5}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v3, Ljava/util/concurrent/Executor;

    invoke-direct {v0, v2, v3}, Lcom/larchwood/library/Journal;-><init>(Lcom/larchwood/library/Audit;Ljava/util/concurrent/Executor;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->journal:Lcom/larchwood/library/Journal;

    .line 16
    new-instance v0, Lcom/larchwood/library/SessionBook;

    new-instance v2, Ljava/security/SecureRandom;

    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V

    check-cast v2, Ljava/util/Random;

    invoke-static {v2}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v1

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/SessionBook;-><init>(Lkotlin/random/Random;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->loanSessions:Lcom/larchwood/library/SessionBook;

    .line 17
    new-instance v0, Lcom/larchwood/library/SessionBook;

    new-instance v2, Ljava/security/SecureRandom;

    invoke-direct {v2}, Ljava/security/SecureRandom;-><init>()V

    check-cast v2, Ljava/util/Random;

    invoke-static {v2}, Lkotlin/random/PlatformRandomKt;->asKotlinRandom(Ljava/util/Random;)Lkotlin/random/Random;

    move-result-object v1

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/larchwood/library/SessionBook;-><init>(Lkotlin/random/Random;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->fineSessions:Lcom/larchwood/library/SessionBook;

    .line 19
    new-instance v0, Lcom/larchwood/library/LoanTools;

    invoke-direct {v0, p0}, Lcom/larchwood/library/LoanTools;-><init>(Lcom/larchwood/library/LibraryGraph;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->loans:Lcom/larchwood/library/LoanTools;

    .line 20
    new-instance v0, Lcom/larchwood/library/FineTools;

    invoke-direct {v0, p0}, Lcom/larchwood/library/FineTools;-><init>(Lcom/larchwood/library/LibraryGraph;)V

    iput-object v0, p0, Lcom/larchwood/library/LibraryGraph;->fines:Lcom/larchwood/library/FineTools;

    .line 9
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/larchwood/library/LibraryGraph;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/larchwood/library/LibraryGraph;
    .registers 1

    .line 9
    sget-object v0, Lcom/larchwood/library/LibraryGraph;->instance:Lcom/larchwood/library/LibraryGraph;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/larchwood/library/LibraryGraph;)V
    .registers 1

    .line 9
    sput-object p0, Lcom/larchwood/library/LibraryGraph;->instance:Lcom/larchwood/library/LibraryGraph;

    return-void
.end method


# virtual methods
.method public final getAccount()Lcom/larchwood/library/Account;
    .registers 2

    .line 11
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->account:Lcom/larchwood/library/Account;

    return-object v0
.end method

.method public final getApp()Landroid/content/Context;
    .registers 2

    .line 9
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->app:Landroid/content/Context;

    return-object v0
.end method

.method public final getDb()Lcom/larchwood/library/LibraryDb;
    .registers 2

    .line 10
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->db:Lcom/larchwood/library/LibraryDb;

    return-object v0
.end method

.method public final getFineSessions()Lcom/larchwood/library/SessionBook;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->fineSessions:Lcom/larchwood/library/SessionBook;

    return-object v0
.end method

.method public final getFines()Lcom/larchwood/library/FineTools;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->fines:Lcom/larchwood/library/FineTools;

    return-object v0
.end method

.method public final getGate()Lcom/larchwood/library/CallerGate;
    .registers 2

    .line 12
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->gate:Lcom/larchwood/library/CallerGate;

    return-object v0
.end method

.method public final getJournal()Lcom/larchwood/library/Journal;
    .registers 2

    .line 14
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->journal:Lcom/larchwood/library/Journal;

    return-object v0
.end method

.method public final getLoanSessions()Lcom/larchwood/library/SessionBook;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->loanSessions:Lcom/larchwood/library/SessionBook;

    return-object v0
.end method

.method public final getLoans()Lcom/larchwood/library/LoanTools;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->loans:Lcom/larchwood/library/LoanTools;

    return-object v0
.end method

.method public final getReceipts()Lcom/larchwood/library/Receipts;
    .registers 2

    .line 13
    iget-object v0, p0, Lcom/larchwood/library/LibraryGraph;->receipts:Lcom/larchwood/library/Receipts;

    return-object v0
.end method
