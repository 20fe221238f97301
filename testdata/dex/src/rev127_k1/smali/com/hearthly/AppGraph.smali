.class public final Lcom/hearthly/AppGraph;
.super Ljava/lang/Object;
.source "AppGraph.kt"

# static fields
.field public static final INSTANCE:Lcom/hearthly/AppGraph;
.field private static app:Landroid/content/Context;
.field private static final audit$delegate:Lkotlin/Lazy;
.field private static final callers$delegate:Lkotlin/Lazy;
.field private static final db$delegate:Lkotlin/Lazy;
.field private static final deviceRunner$delegate:Lkotlin/Lazy;
.field private static final deviceSessions$delegate:Lkotlin/Lazy;
.field private static final devices$delegate:Lkotlin/Lazy;
.field private static final receipts$delegate:Lkotlin/Lazy;
.field private static final routineRunner$delegate:Lkotlin/Lazy;
.field private static final routineSessions$delegate:Lkotlin/Lazy;
.field private static final routines$delegate:Lkotlin/Lazy;
.field private static final tickets$delegate:Lkotlin/Lazy;
.field private static final worker$delegate:Lkotlin/Lazy;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/hearthly/AppGraph;
    invoke-direct {v0}, Lcom/hearthly/AppGraph;-><init>()V
    sput-object v0, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    .line 15
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda0;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->db$delegate:Lkotlin/Lazy;
    .line 16
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda1;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->receipts$delegate:Lkotlin/Lazy;
    .line 17
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda2;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->audit$delegate:Lkotlin/Lazy;
    .line 18
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda3;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda3;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    .line 19
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda4;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda4;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->callers$delegate:Lkotlin/Lazy;
    .line 22
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda5;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda5;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->worker$delegate:Lkotlin/Lazy;
    .line 24
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda6;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda6;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->devices$delegate:Lkotlin/Lazy;
    .line 25
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda7;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda7;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->routines$delegate:Lkotlin/Lazy;
    .line 27
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda8;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda8;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->deviceSessions$delegate:Lkotlin/Lazy;
    .line 28
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda9;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda9;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->routineSessions$delegate:Lkotlin/Lazy;
    .line 30
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda10;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda10;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->deviceRunner$delegate:Lkotlin/Lazy;
    .line 33
    sget-object v0, Lcom/hearthly/AppGraph$$ExternalSyntheticLambda11;->INSTANCE:Lcom/hearthly/AppGraph$$ExternalSyntheticLambda11;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/hearthly/AppGraph;->routineRunner$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final audit_delegate$lambda$0()Lcom/hearthly/AuditLog;
    .registers 2
    .line 17
    new-instance v0, Lcom/hearthly/AuditLog;
    sget-object v1, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v1}, Lcom/hearthly/AppGraph;->getDb()Lcom/hearthly/HomeDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/hearthly/AuditLog;-><init>(Lcom/hearthly/HomeDb;)V
    return-object v0
.end method

.method public static final callers_delegate$lambda$0()Lcom/hearthly/CallerGate;
    .registers 2
    .line 19
    new-instance v0, Lcom/hearthly/CallerGate;
    sget-object v1, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/hearthly/CallerGate;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Lcom/hearthly/HomeDb;
    .registers 2
    .line 15
    new-instance v0, Lcom/hearthly/HomeDb;
    sget-object v1, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/hearthly/HomeDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final deviceRunner_delegate$lambda$0()Lcom/hearthly/ToolRunner;
    .registers 9
    .line 31
    new-instance v0, Lcom/hearthly/ToolRunner;
    sget-object v1, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    invoke-virtual {v1}, Lcom/hearthly/Catalogs;->getDevices()Lcom/hearthly/Catalog;
    move-result-object v1
    new-instance v2, Lcom/hearthly/DeviceTools;
    sget-object v4, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v4, :L28
    const-string v4, "app"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
:L28
    sget-object v5, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v5}, Lcom/hearthly/AppGraph;->getDevices()Lcom/hearthly/DeviceRepository;
    move-result-object v5
    sget-object v6, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v6}, Lcom/hearthly/AppGraph;->getTickets()Lcom/hearthly/TicketBook;
    move-result-object v6
    sget-object v7, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v7}, Lcom/hearthly/AppGraph;->getAudit()Lcom/hearthly/AuditLog;
    move-result-object v7
    sget-object v8, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v8}, Lcom/hearthly/AppGraph;->getWorker()Ljava/util/concurrent/ExecutorService;
    move-result-object v8
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v8
    invoke-direct/range {v2 .. v7}, Lcom/hearthly/DeviceTools;-><init>(Landroid/content/Context;Lcom/hearthly/DeviceRepository;Lcom/hearthly/TicketBook;Lcom/hearthly/AuditLog;Ljava/util/concurrent/ExecutorService;)V
    check-cast v2, Lcom/hearthly/ToolSet;
    sget-object v3, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v3}, Lcom/hearthly/AppGraph;->getReceipts()Lcom/hearthly/Receipts;
    move-result-object v3
    sget-object v4, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v4}, Lcom/hearthly/AppGraph;->getTickets()Lcom/hearthly/TicketBook;
    move-result-object v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthly/ToolRunner;-><init>(Lcom/hearthly/Catalog;Lcom/hearthly/ToolSet;Lcom/hearthly/Receipts;Lcom/hearthly/TicketBook;)V
    return-object v0
.end method

.method public static final deviceSessions_delegate$lambda$0()Lcom/hearthly/SessionTable;
    .registers 5
    .line 27
    new-instance v0, Lcom/hearthly/SessionTable;
    const-wide/16 v1, 0x0
    const/4 v3, 0x1
    const/4 v4, 0x0
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthly/SessionTable;-><init>(JILkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-object v0
.end method

.method public static final devices_delegate$lambda$0()Lcom/hearthly/DeviceRepository;
    .registers 3
    .line 24
    new-instance v0, Lcom/hearthly/DeviceRepository;
    sget-object v1, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    sget-object v2, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v2}, Lcom/hearthly/AppGraph;->getDb()Lcom/hearthly/HomeDb;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Lcom/hearthly/DeviceRepository;-><init>(Landroid/content/Context;Lcom/hearthly/HomeDb;)V
    return-object v0
.end method

.method public static final receipts_delegate$lambda$0()Lcom/hearthly/Receipts;
    .registers 2
    .line 16
    new-instance v0, Lcom/hearthly/Receipts;
    sget-object v1, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v1}, Lcom/hearthly/AppGraph;->getDb()Lcom/hearthly/HomeDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/hearthly/Receipts;-><init>(Lcom/hearthly/HomeDb;)V
    return-object v0
.end method

.method public static final routineRunner_delegate$lambda$0()Lcom/hearthly/ToolRunner;
    .registers 9
    .line 34
    new-instance v0, Lcom/hearthly/ToolRunner;
    sget-object v1, Lcom/hearthly/Catalogs;->INSTANCE:Lcom/hearthly/Catalogs;
    invoke-virtual {v1}, Lcom/hearthly/Catalogs;->getRoutines()Lcom/hearthly/Catalog;
    move-result-object v1
    new-instance v2, Lcom/hearthly/RoutineTools;
    sget-object v4, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v4, :L28
    const-string v4, "app"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
:L28
    sget-object v5, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v5}, Lcom/hearthly/AppGraph;->getRoutines()Lcom/hearthly/RoutineRepository;
    move-result-object v5
    sget-object v6, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v6}, Lcom/hearthly/AppGraph;->getTickets()Lcom/hearthly/TicketBook;
    move-result-object v6
    sget-object v7, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v7}, Lcom/hearthly/AppGraph;->getAudit()Lcom/hearthly/AuditLog;
    move-result-object v7
    sget-object v8, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v8}, Lcom/hearthly/AppGraph;->getWorker()Ljava/util/concurrent/ExecutorService;
    move-result-object v8
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v8
    invoke-direct/range {v2 .. v7}, Lcom/hearthly/RoutineTools;-><init>(Landroid/content/Context;Lcom/hearthly/RoutineRepository;Lcom/hearthly/TicketBook;Lcom/hearthly/AuditLog;Ljava/util/concurrent/ExecutorService;)V
    check-cast v2, Lcom/hearthly/ToolSet;
    sget-object v3, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v3}, Lcom/hearthly/AppGraph;->getReceipts()Lcom/hearthly/Receipts;
    move-result-object v3
    sget-object v4, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v4}, Lcom/hearthly/AppGraph;->getTickets()Lcom/hearthly/TicketBook;
    move-result-object v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/hearthly/ToolRunner;-><init>(Lcom/hearthly/Catalog;Lcom/hearthly/ToolSet;Lcom/hearthly/Receipts;Lcom/hearthly/TicketBook;)V
    return-object v0
.end method

.method public static final routineSessions_delegate$lambda$0()Lcom/hearthly/SessionTable;
    .registers 3
    .line 28
    new-instance v0, Lcom/hearthly/SessionTable;
    const-wide/32 v1, 0x36ee80
    invoke-direct {v0, v1, v2}, Lcom/hearthly/SessionTable;-><init>(J)V
    return-object v0
.end method

.method public static final routines_delegate$lambda$0()Lcom/hearthly/RoutineRepository;
    .registers 3
    .line 25
    new-instance v0, Lcom/hearthly/RoutineRepository;
    sget-object v1, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    sget-object v2, Lcom/hearthly/AppGraph;->INSTANCE:Lcom/hearthly/AppGraph;
    invoke-virtual {v2}, Lcom/hearthly/AppGraph;->getDb()Lcom/hearthly/HomeDb;
    move-result-object v2
    invoke-direct {v0, v1, v2}, Lcom/hearthly/RoutineRepository;-><init>(Landroid/content/Context;Lcom/hearthly/HomeDb;)V
    return-object v0
.end method

.method public static final tickets_delegate$lambda$0()Lcom/hearthly/TicketBook;
    .registers 1
    .line 18
    new-instance v0, Lcom/hearthly/TicketBook;
    invoke-direct {v0}, Lcom/hearthly/TicketBook;-><init>()V
    return-object v0
.end method

.method public static final worker_delegate$lambda$0()Ljava/util/concurrent/ExecutorService;
    .registers 1
    .line 22
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    return-object v0
.end method


# virtual methods
.method public final getAudit()Lcom/hearthly/AuditLog;
    .registers 3
    .line 17
    sget-object v1, Lcom/hearthly/AppGraph;->audit$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/AuditLog;
    return-object v0
.end method

.method public final getCallers()Lcom/hearthly/CallerGate;
    .registers 3
    .line 19
    sget-object v1, Lcom/hearthly/AppGraph;->callers$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/CallerGate;
    return-object v0
.end method

.method public final getDb()Lcom/hearthly/HomeDb;
    .registers 3
    .line 15
    sget-object v1, Lcom/hearthly/AppGraph;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/HomeDb;
    return-object v0
.end method

.method public final getDeviceRunner()Lcom/hearthly/ToolRunner;
    .registers 3
    .line 30
    sget-object v1, Lcom/hearthly/AppGraph;->deviceRunner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/ToolRunner;
    return-object v0
.end method

.method public final getDeviceSessions()Lcom/hearthly/SessionTable;
    .registers 3
    .line 27
    sget-object v1, Lcom/hearthly/AppGraph;->deviceSessions$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/SessionTable;
    return-object v0
.end method

.method public final getDevices()Lcom/hearthly/DeviceRepository;
    .registers 3
    .line 24
    sget-object v1, Lcom/hearthly/AppGraph;->devices$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/DeviceRepository;
    return-object v0
.end method

.method public final getReceipts()Lcom/hearthly/Receipts;
    .registers 3
    .line 16
    sget-object v1, Lcom/hearthly/AppGraph;->receipts$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/Receipts;
    return-object v0
.end method

.method public final getRoutineRunner()Lcom/hearthly/ToolRunner;
    .registers 3
    .line 33
    sget-object v1, Lcom/hearthly/AppGraph;->routineRunner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/ToolRunner;
    return-object v0
.end method

.method public final getRoutineSessions()Lcom/hearthly/SessionTable;
    .registers 3
    .line 28
    sget-object v1, Lcom/hearthly/AppGraph;->routineSessions$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/SessionTable;
    return-object v0
.end method

.method public final getRoutines()Lcom/hearthly/RoutineRepository;
    .registers 3
    .line 25
    sget-object v1, Lcom/hearthly/AppGraph;->routines$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/RoutineRepository;
    return-object v0
.end method

.method public final getTickets()Lcom/hearthly/TicketBook;
    .registers 3
    .line 18
    sget-object v1, Lcom/hearthly/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/hearthly/TicketBook;
    return-object v0
.end method

.method public final getWorker()Ljava/util/concurrent/ExecutorService;
    .registers 4
    .line 22
    sget-object v2, Lcom/hearthly/AppGraph;->worker$delegate:Lkotlin/Lazy;
    invoke-interface {v2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    const-string v1, "getValue(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    check-cast v0, Ljava/util/concurrent/ExecutorService;
    return-object v0
.end method

.method public final init(Landroid/content/Context;)V
    .registers 4
    const-string v1, "context"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
    if-nez v0, :L25
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    move-object v0, p1
:L22
    sput-object v0, Lcom/hearthly/AppGraph;->app:Landroid/content/Context;
:L25
    .line 13
    return-void
.end method
