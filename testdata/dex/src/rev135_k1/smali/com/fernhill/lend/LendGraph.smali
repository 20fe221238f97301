.class public final Lcom/fernhill/lend/LendGraph;
.super Ljava/lang/Object;
.source "Graph.kt"


# static fields
.field public static final Companion:Lcom/fernhill/lend/LendGraph$Companion;

.field private static final TRUSTED:Ljava/util/Map;

.field private static volatile instance:Lcom/fernhill/lend/LendGraph;


# instance fields
.field private final account:Lcom/fernhill/lend/Account;

.field private final appScope:Lkotlinx/coroutines/CoroutineScope;

.field private final callers:Lcom/fernhill/lend/CallerCheck;

.field private final db:Lcom/fernhill/lend/LibraryDb;

.field private final holdSessions:Lcom/fernhill/lend/SessionBook;

.field private final holdTickets:Lcom/fernhill/lend/TicketCache;

.field private final holdTools:Lcom/fernhill/lend/HoldTools;

.field private final ledger:Lcom/fernhill/lend/Ledger;

.field private final ledgerExecutor:Ljava/util/concurrent/Executor;

.field private final loanSessions:Lcom/fernhill/lend/SessionBook;

.field private final loanTickets:Lcom/fernhill/lend/TicketCache;

.field private final loanTools:Lcom/fernhill/lend/LoanTools;

.field private final reminders:Lcom/fernhill/lend/Reminders;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    new-instance v0, Lcom/fernhill/lend/LendGraph$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lcom/fernhill/lend/LendGraph$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/fernhill/lend/LendGraph;->Companion:Lcom/fernhill/lend/LendGraph$Companion;

    .line 43
    const/4 v0, 0x2

    new-array v4, v0, [Lkotlin/Pair;

    const-string v2, "com.clawseed.agent"

    const-string v3, "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x0

    aput-object v2, v4, v1

    .line 44
    const-string v2, "org.quillworks.assistant"

    const-string v3, "9b2e6d0a4c8f1e7d3b5a9c0e2f6d4b8a1c7e3f9d5b0a2c6e8f4d1b7a3c9e5f06"

    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v2

    const/4 v1, 0x1

    aput-object v2, v4, v1

    .line 42
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v0

    sput-object v0, Lcom/fernhill/lend/LendGraph;->TRUSTED:Ljava/util/Map;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 11

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 15
    new-instance v0, Lcom/fernhill/lend/LibraryDb;

    invoke-direct {v0, p1}, Lcom/fernhill/lend/LibraryDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->db:Lcom/fernhill/lend/LibraryDb;

    .line 16
    new-instance v0, Lcom/fernhill/lend/Account;

    const-string v3, "account"

    const/4 v4, 0x0

    invoke-virtual {p1, v3, v4}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;

    move-result-object v2

    const-string v4, "getSharedPreferences(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Account;-><init>(Landroid/content/SharedPreferences;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->account:Lcom/fernhill/lend/Account;

    .line 17
    new-instance v0, Lcom/fernhill/lend/CallerCheck;

    invoke-virtual {p1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    const-string v4, "getPackageManager(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    sget-object v3, Lcom/fernhill/lend/LendGraph;->TRUSTED:Ljava/util/Map;

    invoke-direct {v0, v2, v3}, Lcom/fernhill/lend/CallerCheck;-><init>(Landroid/content/pm/PackageManager;Ljava/util/Map;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->callers:Lcom/fernhill/lend/CallerCheck;

    .line 19
    new-instance v0, Lcom/fernhill/lend/Ledger;

    iget-object v2, p0, Lcom/fernhill/lend/LendGraph;->db:Lcom/fernhill/lend/LibraryDb;

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Ledger;-><init>(Lcom/fernhill/lend/LibraryDb;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->ledger:Lcom/fernhill/lend/Ledger;

    .line 20
    new-instance v0, Lcom/fernhill/lend/Reminders;

    iget-object v2, p0, Lcom/fernhill/lend/LendGraph;->db:Lcom/fernhill/lend/LibraryDb;

    invoke-direct {v0, v2}, Lcom/fernhill/lend/Reminders;-><init>(Lcom/fernhill/lend/LibraryDb;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->reminders:Lcom/fernhill/lend/Reminders;

    .line 21
    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;

    move-result-object v0

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v1

    check-cast v1, Lkotlin/coroutines/CoroutineContext;

    invoke-interface {v0, v1}, Lkotlinx/coroutines/CompletableJob;->plus(Lkotlin/coroutines/CoroutineContext;)Lkotlin/coroutines/CoroutineContext;

    move-result-object v0

    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;

    move-result-object v0

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->appScope:Lkotlinx/coroutines/CoroutineScope;

    .line 24
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    const-string v2, "newSingleThreadExecutor(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Ljava/util/concurrent/Executor;

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->ledgerExecutor:Ljava/util/concurrent/Executor;

    .line 26
    new-instance v0, Lcom/fernhill/lend/SessionBook;

    new-instance v1, Lcom/fernhill/lend/TokenGenerator;

    new-instance v4, Ljava/security/SecureRandom;

    invoke-direct {v4}, Ljava/security/SecureRandom;-><init>()V

    check-cast v4, Ljava/util/Random;

    const/16 v5, 0x20

    invoke-direct {v1, v4, v5}, Lcom/fernhill/lend/TokenGenerator;-><init>(Ljava/util/Random;I)V

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/fernhill/lend/SessionBook;-><init>(Lcom/fernhill/lend/TokenGenerator;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanSessions:Lcom/fernhill/lend/SessionBook;

    .line 27
    new-instance v0, Lcom/fernhill/lend/SessionBook;

    new-instance v1, Lcom/fernhill/lend/TokenGenerator;

    new-instance v4, Ljava/security/SecureRandom;

    invoke-direct {v4}, Ljava/security/SecureRandom;-><init>()V

    check-cast v4, Ljava/util/Random;

    const/16 v5, 0x20

    invoke-direct {v1, v4, v5}, Lcom/fernhill/lend/TokenGenerator;-><init>(Ljava/util/Random;I)V

    const-wide/16 v2, 0x0

    const/4 v4, 0x2

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lcom/fernhill/lend/SessionBook;-><init>(Lcom/fernhill/lend/TokenGenerator;JILkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdSessions:Lcom/fernhill/lend/SessionBook;

    .line 29
    new-instance v0, Lcom/fernhill/lend/TicketCache;

    invoke-direct {v0}, Lcom/fernhill/lend/TicketCache;-><init>()V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanTickets:Lcom/fernhill/lend/TicketCache;

    .line 30
    new-instance v0, Lcom/fernhill/lend/TicketCache;

    invoke-direct {v0}, Lcom/fernhill/lend/TicketCache;-><init>()V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdTickets:Lcom/fernhill/lend/TicketCache;

    .line 32
    new-instance v0, Lcom/fernhill/lend/LoanTools;

    new-instance v4, Lcom/fernhill/lend/LoanScreens;

    invoke-direct {v4, p1}, Lcom/fernhill/lend/LoanScreens;-><init>(Landroid/content/Context;)V

    check-cast v4, Lcom/fernhill/lend/ScreenPolicy;

    new-instance v5, Lcom/fernhill/lend/TokenGenerator;

    new-instance v7, Ljava/security/SecureRandom;

    invoke-direct {v7}, Ljava/security/SecureRandom;-><init>()V

    check-cast v7, Ljava/util/Random;

    const/16 v8, 0x18

    invoke-direct {v5, v7, v8}, Lcom/fernhill/lend/TokenGenerator;-><init>(Ljava/util/Random;I)V

    iget-object v6, p0, Lcom/fernhill/lend/LendGraph;->loanTickets:Lcom/fernhill/lend/TicketCache;

    new-instance v7, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda0;

    invoke-direct {v7, p0}, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda0;-><init>(Lcom/fernhill/lend/LendGraph;)V

    move-object v1, p1

    move-object v2, p0

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    invoke-direct/range {v0 .. v6}, Lcom/fernhill/lend/LoanTools;-><init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanTools:Lcom/fernhill/lend/LoanTools;

    .line 37
    new-instance v0, Lcom/fernhill/lend/HoldTools;

    new-instance v4, Lcom/fernhill/lend/HoldScreens;

    invoke-direct {v4, p1}, Lcom/fernhill/lend/HoldScreens;-><init>(Landroid/content/Context;)V

    check-cast v4, Lcom/fernhill/lend/ScreenPolicy;

    new-instance v5, Lcom/fernhill/lend/TokenGenerator;

    new-instance v7, Ljava/util/Random;

    invoke-direct {v7}, Ljava/util/Random;-><init>()V

    const/16 v8, 0x18

    invoke-direct {v5, v7, v8}, Lcom/fernhill/lend/TokenGenerator;-><init>(Ljava/util/Random;I)V

    iget-object v6, p0, Lcom/fernhill/lend/LendGraph;->holdTickets:Lcom/fernhill/lend/TicketCache;

    new-instance v7, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda1;

    invoke-direct {v7, p0}, Lcom/fernhill/lend/LendGraph$$ExternalSyntheticLambda1;-><init>(Lcom/fernhill/lend/LendGraph;)V

    move-object v1, p1

    move-object v2, p0

    move-object v3, v4

    move-object v4, v5

    move-object v5, v6

    move-object v6, v7

    invoke-direct/range {v0 .. v6}, Lcom/fernhill/lend/HoldTools;-><init>(Landroid/content/Context;Lcom/fernhill/lend/LendGraph;Lcom/fernhill/lend/ScreenPolicy;Lcom/fernhill/lend/TokenGenerator;Lcom/fernhill/lend/TicketCache;Lcom/fernhill/lend/TicketLookup;)V

    iput-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdTools:Lcom/fernhill/lend/HoldTools;

    .line 14
    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/fernhill/lend/LendGraph;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lcom/fernhill/lend/LendGraph;
    .registers 1

    .line 14
    sget-object v0, Lcom/fernhill/lend/LendGraph;->instance:Lcom/fernhill/lend/LendGraph;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lcom/fernhill/lend/LendGraph;)V
    .registers 1

    .line 14
    sput-object p0, Lcom/fernhill/lend/LendGraph;->instance:Lcom/fernhill/lend/LendGraph;

    return-void
.end method

.method public static final holdTools$lambda$0(Lcom/fernhill/lend/LendGraph;Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 38
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdTickets:Lcom/fernhill/lend/TicketCache;

    invoke-virtual {v0, p1}, Lcom/fernhill/lend/TicketCache;->lookup(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    return-object v0
.end method

.method public static final loanTools$lambda$0(Lcom/fernhill/lend/LendGraph;Ljava/lang/String;)Lcom/fernhill/lend/Ticket;
    .registers 4

    const-string v1, "token"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanTickets:Lcom/fernhill/lend/TicketCache;

    invoke-virtual {v0, p1}, Lcom/fernhill/lend/TicketCache;->consume(Ljava/lang/String;)Lcom/fernhill/lend/Ticket;

    move-result-object v0

    return-object v0
.end method

.method public static final of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;
    .registers 2

    sget-object v0, Lcom/fernhill/lend/LendGraph;->Companion:Lcom/fernhill/lend/LendGraph$Companion;

    invoke-virtual {v0, p0}, Lcom/fernhill/lend/LendGraph$Companion;->of(Landroid/content/Context;)Lcom/fernhill/lend/LendGraph;

    move-result-object v0

    .line 51
    return-object v0
.end method


# virtual methods
.method public final getAccount()Lcom/fernhill/lend/Account;
    .registers 2

    .line 16
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->account:Lcom/fernhill/lend/Account;

    return-object v0
.end method

.method public final getAppScope()Lkotlinx/coroutines/CoroutineScope;
    .registers 2

    .line 21
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->appScope:Lkotlinx/coroutines/CoroutineScope;

    return-object v0
.end method

.method public final getCallers()Lcom/fernhill/lend/CallerCheck;
    .registers 2

    .line 17
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->callers:Lcom/fernhill/lend/CallerCheck;

    return-object v0
.end method

.method public final getDb()Lcom/fernhill/lend/LibraryDb;
    .registers 2

    .line 15
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->db:Lcom/fernhill/lend/LibraryDb;

    return-object v0
.end method

.method public final getHoldSessions()Lcom/fernhill/lend/SessionBook;
    .registers 2

    .line 27
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdSessions:Lcom/fernhill/lend/SessionBook;

    return-object v0
.end method

.method public final getHoldTickets()Lcom/fernhill/lend/TicketCache;
    .registers 2

    .line 30
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdTickets:Lcom/fernhill/lend/TicketCache;

    return-object v0
.end method

.method public final getHoldTools()Lcom/fernhill/lend/HoldTools;
    .registers 2

    .line 37
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->holdTools:Lcom/fernhill/lend/HoldTools;

    return-object v0
.end method

.method public final getLedger()Lcom/fernhill/lend/Ledger;
    .registers 2

    .line 19
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->ledger:Lcom/fernhill/lend/Ledger;

    return-object v0
.end method

.method public final getLedgerExecutor()Ljava/util/concurrent/Executor;
    .registers 2

    .line 24
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->ledgerExecutor:Ljava/util/concurrent/Executor;

    return-object v0
.end method

.method public final getLoanSessions()Lcom/fernhill/lend/SessionBook;
    .registers 2

    .line 26
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanSessions:Lcom/fernhill/lend/SessionBook;

    return-object v0
.end method

.method public final getLoanTickets()Lcom/fernhill/lend/TicketCache;
    .registers 2

    .line 29
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanTickets:Lcom/fernhill/lend/TicketCache;

    return-object v0
.end method

.method public final getLoanTools()Lcom/fernhill/lend/LoanTools;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->loanTools:Lcom/fernhill/lend/LoanTools;

    return-object v0
.end method

.method public final getReminders()Lcom/fernhill/lend/Reminders;
    .registers 2

    .line 20
    iget-object v0, p0, Lcom/fernhill/lend/LendGraph;->reminders:Lcom/fernhill/lend/Reminders;

    return-object v0
.end method
