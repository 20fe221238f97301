.class public final Lcom/larkbook/AppGraph;
.super Ljava/lang/Object;
.source "AppGraph.kt"

# static fields
.field public static final INSTANCE:Lcom/larkbook/AppGraph;
.field private static app:Landroid/content/Context;
.field private static final audit$delegate:Lkotlin/Lazy;
.field private static final background$delegate:Lkotlin/Lazy;
.field private static final calendarRunner$delegate:Lkotlin/Lazy;
.field private static final db$delegate:Lkotlin/Lazy;
.field private static final gate$delegate:Lkotlin/Lazy;
.field private static final peopleRunner$delegate:Lkotlin/Lazy;
.field private static final receipts$delegate:Lkotlin/Lazy;
.field private static final tickets$delegate:Lkotlin/Lazy;
.field private static final trusted:Ljava/util/Map;


# direct methods
.method static constructor <clinit>()V
    .registers 5
    new-instance v0, Lcom/larkbook/AppGraph;
    invoke-direct {v0}, Lcom/larkbook/AppGraph;-><init>()V
    sput-object v0, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    .line 16
    const/4 v0, 0x2
    new-array v4, v0, [Lkotlin/Pair;
    const-string v2, "com.clawseed.agent"
    const-string v3, "5e0c7a1f93d24b6e8a1c0f7d2b9e4a6c3d8f1b0e7a2c9d4f6b1e3a8c0d7f2e95"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x0
    aput-object v2, v4, v1
    .line 17
    const-string v2, "org.tidings.assistant"
    const-string v3, "a93f0e1d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b1a09"
    invoke-static {v2, v3}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;
    move-result-object v2
    const/4 v1, 0x1
    aput-object v2, v4, v1
    .line 15
    invoke-static {v4}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->trusted:Ljava/util/Map;
    .line 20
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda0;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda0;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->db$delegate:Lkotlin/Lazy;
    .line 21
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda1;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda1;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->receipts$delegate:Lkotlin/Lazy;
    .line 22
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda2;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda2;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->audit$delegate:Lkotlin/Lazy;
    .line 23
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda3;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda3;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    .line 24
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda4;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda4;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->gate$delegate:Lkotlin/Lazy;
    .line 27
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda5;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda5;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->background$delegate:Lkotlin/Lazy;
    .line 29
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda6;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda6;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->calendarRunner$delegate:Lkotlin/Lazy;
    .line 32
    sget-object v0, Lcom/larkbook/AppGraph$$ExternalSyntheticLambda7;->INSTANCE:Lcom/larkbook/AppGraph$$ExternalSyntheticLambda7;
    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;
    move-result-object v0
    sput-object v0, Lcom/larkbook/AppGraph;->peopleRunner$delegate:Lkotlin/Lazy;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static final audit_delegate$lambda$0()Lcom/larkbook/AuditLog;
    .registers 2
    .line 22
    new-instance v0, Lcom/larkbook/AuditLog;
    sget-object v1, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v1}, Lcom/larkbook/AppGraph;->getDb()Lcom/larkbook/LarkDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/larkbook/AuditLog;-><init>(Lcom/larkbook/LarkDb;)V
    return-object v0
.end method

.method public static final background_delegate$lambda$0()Lkotlinx/coroutines/CoroutineScope;
    .registers 3
    .line 27
    const/4 v0, 0x0
    const/4 v1, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Lkotlinx/coroutines/SupervisorKt;->SupervisorJob$default(Lkotlinx/coroutines/Job;ILjava/lang/Object;)Lkotlinx/coroutines/CompletableJob;
    move-result-object v0
    check-cast v0, Lkotlin/coroutines/CoroutineContext;
    invoke-static {v0}, Lkotlinx/coroutines/CoroutineScopeKt;->CoroutineScope(Lkotlin/coroutines/CoroutineContext;)Lkotlinx/coroutines/CoroutineScope;
    move-result-object v0
    return-object v0
.end method

.method public static final calendarRunner_delegate$lambda$0()Lcom/larkbook/ToolRunner;
    .registers 9
    .line 30
    new-instance v0, Lcom/larkbook/ToolRunner;
    sget-object v1, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    invoke-virtual {v1}, Lcom/larkbook/Catalogs;->getCalendar()Lcom/larkbook/Catalog;
    move-result-object v1
    new-instance v2, Lcom/larkbook/EventTools;
    sget-object v4, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
    if-nez v4, :L28
    const-string v4, "app"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
:L28
    new-instance v5, Lcom/larkbook/EventRepository;
    sget-object v7, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v7}, Lcom/larkbook/AppGraph;->getDb()Lcom/larkbook/LarkDb;
    move-result-object v7
    invoke-direct {v5, v7}, Lcom/larkbook/EventRepository;-><init>(Lcom/larkbook/LarkDb;)V
    sget-object v6, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v6}, Lcom/larkbook/AppGraph;->getAudit()Lcom/larkbook/AuditLog;
    move-result-object v6
    sget-object v7, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v7}, Lcom/larkbook/AppGraph;->getTickets()Lcom/larkbook/TicketBook;
    move-result-object v7
    sget-object v8, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v8}, Lcom/larkbook/AppGraph;->getBackground()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v8
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v8
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/EventTools;-><init>(Landroid/content/Context;Lcom/larkbook/EventRepository;Lcom/larkbook/AuditLog;Lcom/larkbook/TicketBook;Lkotlinx/coroutines/CoroutineScope;)V
    check-cast v2, Lcom/larkbook/ToolBook;
    sget-object v3, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v3}, Lcom/larkbook/AppGraph;->getReceipts()Lcom/larkbook/Receipts;
    move-result-object v3
    sget-object v4, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v4}, Lcom/larkbook/AppGraph;->getTickets()Lcom/larkbook/TicketBook;
    move-result-object v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/larkbook/ToolRunner;-><init>(Lcom/larkbook/Catalog;Lcom/larkbook/ToolBook;Lcom/larkbook/Receipts;Lcom/larkbook/TicketBook;)V
    return-object v0
.end method

.method public static final db_delegate$lambda$0()Lcom/larkbook/LarkDb;
    .registers 2
    .line 20
    new-instance v0, Lcom/larkbook/LarkDb;
    sget-object v1, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    invoke-direct {v0, v1}, Lcom/larkbook/LarkDb;-><init>(Landroid/content/Context;)V
    return-object v0
.end method

.method public static final gate_delegate$lambda$0()Lcom/larkbook/CallerGate;
    .registers 3
    .line 24
    new-instance v0, Lcom/larkbook/CallerGate;
    sget-object v1, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
    if-nez v1, :L18
    const-string v1, "app"
    invoke-static {v1}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v1, 0x0
:L18
    sget-object v2, Lcom/larkbook/AppGraph;->trusted:Ljava/util/Map;
    invoke-direct {v0, v1, v2}, Lcom/larkbook/CallerGate;-><init>(Landroid/content/Context;Ljava/util/Map;)V
    return-object v0
.end method

.method public static final peopleRunner_delegate$lambda$0()Lcom/larkbook/ToolRunner;
    .registers 9
    .line 33
    new-instance v0, Lcom/larkbook/ToolRunner;
    sget-object v1, Lcom/larkbook/Catalogs;->INSTANCE:Lcom/larkbook/Catalogs;
    invoke-virtual {v1}, Lcom/larkbook/Catalogs;->getPeople()Lcom/larkbook/Catalog;
    move-result-object v1
    new-instance v2, Lcom/larkbook/PeopleTools;
    sget-object v4, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
    if-nez v4, :L28
    const-string v4, "app"
    invoke-static {v4}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v4, 0x0
:L28
    new-instance v5, Lcom/larkbook/ContactRepository;
    sget-object v7, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v7}, Lcom/larkbook/AppGraph;->getDb()Lcom/larkbook/LarkDb;
    move-result-object v7
    invoke-direct {v5, v7}, Lcom/larkbook/ContactRepository;-><init>(Lcom/larkbook/LarkDb;)V
    sget-object v6, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v6}, Lcom/larkbook/AppGraph;->getAudit()Lcom/larkbook/AuditLog;
    move-result-object v6
    sget-object v7, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v7}, Lcom/larkbook/AppGraph;->getTickets()Lcom/larkbook/TicketBook;
    move-result-object v7
    sget-object v8, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v8}, Lcom/larkbook/AppGraph;->getBackground()Lkotlinx/coroutines/CoroutineScope;
    move-result-object v8
    move-object v3, v4
    move-object v4, v5
    move-object v5, v6
    move-object v6, v7
    move-object v7, v8
    invoke-direct/range {v2 .. v7}, Lcom/larkbook/PeopleTools;-><init>(Landroid/content/Context;Lcom/larkbook/ContactRepository;Lcom/larkbook/AuditLog;Lcom/larkbook/TicketBook;Lkotlinx/coroutines/CoroutineScope;)V
    check-cast v2, Lcom/larkbook/ToolBook;
    sget-object v3, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v3}, Lcom/larkbook/AppGraph;->getReceipts()Lcom/larkbook/Receipts;
    move-result-object v3
    sget-object v4, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v4}, Lcom/larkbook/AppGraph;->getTickets()Lcom/larkbook/TicketBook;
    move-result-object v4
    invoke-direct {v0, v1, v2, v3, v4}, Lcom/larkbook/ToolRunner;-><init>(Lcom/larkbook/Catalog;Lcom/larkbook/ToolBook;Lcom/larkbook/Receipts;Lcom/larkbook/TicketBook;)V
    return-object v0
.end method

.method public static final receipts_delegate$lambda$0()Lcom/larkbook/Receipts;
    .registers 2
    .line 21
    new-instance v0, Lcom/larkbook/Receipts;
    sget-object v1, Lcom/larkbook/AppGraph;->INSTANCE:Lcom/larkbook/AppGraph;
    invoke-virtual {v1}, Lcom/larkbook/AppGraph;->getDb()Lcom/larkbook/LarkDb;
    move-result-object v1
    invoke-direct {v0, v1}, Lcom/larkbook/Receipts;-><init>(Lcom/larkbook/LarkDb;)V
    return-object v0
.end method

.method public static final tickets_delegate$lambda$0()Lcom/larkbook/TicketBook;
    .registers 1
    .line 23
    new-instance v0, Lcom/larkbook/TicketBook;
    invoke-direct {v0}, Lcom/larkbook/TicketBook;-><init>()V
    return-object v0
.end method


# virtual methods
.method public final getAudit()Lcom/larkbook/AuditLog;
    .registers 3
    .line 22
    sget-object v1, Lcom/larkbook/AppGraph;->audit$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/AuditLog;
    return-object v0
.end method

.method public final getBackground()Lkotlinx/coroutines/CoroutineScope;
    .registers 3
    .line 27
    sget-object v1, Lcom/larkbook/AppGraph;->background$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lkotlinx/coroutines/CoroutineScope;
    return-object v0
.end method

.method public final getCalendarRunner()Lcom/larkbook/ToolRunner;
    .registers 3
    .line 29
    sget-object v1, Lcom/larkbook/AppGraph;->calendarRunner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/ToolRunner;
    return-object v0
.end method

.method public final getDb()Lcom/larkbook/LarkDb;
    .registers 3
    .line 20
    sget-object v1, Lcom/larkbook/AppGraph;->db$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/LarkDb;
    return-object v0
.end method

.method public final getGate()Lcom/larkbook/CallerGate;
    .registers 3
    .line 24
    sget-object v1, Lcom/larkbook/AppGraph;->gate$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/CallerGate;
    return-object v0
.end method

.method public final getPeopleRunner()Lcom/larkbook/ToolRunner;
    .registers 3
    .line 32
    sget-object v1, Lcom/larkbook/AppGraph;->peopleRunner$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/ToolRunner;
    return-object v0
.end method

.method public final getReceipts()Lcom/larkbook/Receipts;
    .registers 3
    .line 21
    sget-object v1, Lcom/larkbook/AppGraph;->receipts$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/Receipts;
    return-object v0
.end method

.method public final getTickets()Lcom/larkbook/TicketBook;
    .registers 3
    .line 23
    sget-object v1, Lcom/larkbook/AppGraph;->tickets$delegate:Lkotlin/Lazy;
    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Lcom/larkbook/TicketBook;
    return-object v0
.end method

.method public final init(Landroid/content/Context;)V
    .registers 4
    const-string v1, "context"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    sget-object v0, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
    if-nez v0, :L25
    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :L22
    move-object v0, p1
:L22
    sput-object v0, Lcom/larkbook/AppGraph;->app:Landroid/content/Context;
:L25
    .line 13
    return-void
.end method
