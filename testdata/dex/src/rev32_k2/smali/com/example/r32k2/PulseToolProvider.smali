.class public final Lcom/example/r32k2/PulseToolProvider;
.super Landroid/content/ContentProvider;
.source "PulseToolProvider.kt"

# annotations
.annotation system Ldalvik/annotation/SourceDebugExtension;
    value = "SMAP\nPulseToolProvider.kt\nKotlin\n*S Kotlin\n*F\n+ 1 PulseToolProvider.kt\ncom/example/r32k2/PulseToolProvider\n+ 2 fake.kt\nkotlin/jvm/internal/FakeKt\n*L\n1#1,64:1\n1#2:65\n*E\n"
.end annotation


.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r32k2/PulseToolProvider$Companion;
    }
.end annotation


# static fields
.field public static final Companion:Lcom/example/r32k2/PulseToolProvider$Companion;

.field public static final TAG:Ljava/lang/String; = "PulseTools"


# instance fields
.field private final auditor:Ljava/util/concurrent/ExecutorService;

.field private db:Landroid/database/sqlite/SQLiteDatabase;


# direct methods
.method static constructor <clinit>()V
    .registers 2
    new-instance v0, Lcom/example/r32k2/PulseToolProvider$Companion;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, Lcom/example/r32k2/PulseToolProvider$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/example/r32k2/PulseToolProvider;->Companion:Lcom/example/r32k2/PulseToolProvider$Companion;
    return-void
.end method

.method public constructor <init>()V
    .registers 2
    .line 26
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V
    .line 28
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;
    move-result-object v0
    iput-object v0, p0, Lcom/example/r32k2/PulseToolProvider;->auditor:Ljava/util/concurrent/ExecutorService;
    .line 26
    return-void
.end method

.method private final execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 46
    sget-object v0, Lcom/example/r32k2/ToolRegistry;->INSTANCE:Lcom/example/r32k2/ToolRegistry;
    invoke-static {p3}, Lcom/example/r32k2/RequestsKt;->getToolName(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/example/r32k2/ToolRegistry;->get(Ljava/lang/String;)Lcom/example/r32k2/FitnessTool;
    move-result-object v0
    const-string v1, "error(...)"
    if-nez v0, :cond_0
    const-string p1, "TOOL_NOT_FOUND"
    const-string p2, "no such tool"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 47
    :cond_0
    new-instance v2, Lcom/example/r32k2/ToolCall;
    iget-object v3, p0, Lcom/example/r32k2/PulseToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    if-nez v3, :cond_1
    const-string v3, "db"
    invoke-static {v3}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    const/4 v3, 0x0
    :cond_1
    invoke-direct {v2, p1, p2, p3, v3}, Lcom/example/r32k2/ToolCall;-><init>(Landroid/content/Context;ILandroid/os/Bundle;Landroid/database/sqlite/SQLiteDatabase;)V
    .line 48
    invoke-static {v2}, Lcom/example/r32k2/RequestsKt;->getCallerPackages(Lcom/example/r32k2/ToolCall;)Ljava/lang/String;
    move-result-object p1
    .line 49
    iget-object v3, p0, Lcom/example/r32k2/PulseToolProvider;->auditor:Ljava/util/concurrent/ExecutorService;
    new-instance v4, Lcom/example/r32k2/PulseToolProvider$execute$1;
    invoke-direct {v4, v0, p1, p2}, Lcom/example/r32k2/PulseToolProvider$execute$1;-><init>(Lcom/example/r32k2/FitnessTool;Ljava/lang/String;I)V
    check-cast v4, Ljava/lang/Runnable;
    invoke-interface {v3, v4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V
    .line 55
    invoke-static {p3}, Lcom/example/r32k2/RequestsKt;->getResumeToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object p1
    if-eqz p1, :cond_2
    const/4 p2, 0x0
    .line 65
    .local p2, "$i$a$-let-PulseToolProvider$execute$2":I
    .line 55
    invoke-interface {v0, v2, p1}, Lcom/example/r32k2/FitnessTool;->resume(Lcom/example/r32k2/ToolCall;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .end local p2    # "$i$a$-let-PulseToolProvider$execute$2":I
    .line 56
    :cond_2
    const-wide/16 v3, 0x0
    const/4 p1, 0x1
    const/4 p2, 0x0
    invoke-static {p3, v3, v4, p1, p2}, Lcom/example/r32k2/RequestsKt;->deadlinePassed$default(Landroid/os/Bundle;JILjava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_3
    const-string p1, "DEADLINE_EXCEEDED"
    const-string p2, "deadline passed"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object p1
    .line 57
    :cond_3
    invoke-interface {v0, v2}, Lcom/example/r32k2/FitnessTool;->run(Lcom/example/r32k2/ToolCall;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 6
    const-string p2, "method"
    invoke-static {p1, p2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result p2
    .line 37
    invoke-virtual {p0}, Lcom/example/r32k2/PulseToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    if-nez v0, :cond_0
    const/4 p1, 0x0
    return-object p1
    .line 38
    :cond_0
    sget-object v1, Lcom/example/r32k2/CallerCheck;->INSTANCE:Lcom/example/r32k2/CallerCheck;
    invoke-virtual {v1, v0, p2}, Lcom/example/r32k2/CallerCheck;->isTrusted(Landroid/content/Context;I)Z
    move-result v1
    if-nez v1, :cond_1
    const-string p1, "PERMISSION_DENIED"
    const-string p2, "caller not allowed"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 39
    :cond_1
    const-string v1, "negotiate"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :cond_2
    invoke-static {p2}, Lcom/example/r32k2/Sessions;->open(I)Ljava/lang/String;
    move-result-object p1
    invoke-static {p1}, Lcom/example/r32k2/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 40
    :cond_2
    if-eqz p3, :cond_3
    invoke-static {p3}, Lcom/example/r32k2/RequestsKt;->getSessionToken(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v1
    invoke-static {v1, p2}, Lcom/example/r32k2/Sessions;->check(Ljava/lang/String;I)Z
    move-result v1
    if-nez v1, :cond_4
    :cond_3
    const-string p1, "NEGOTIATION_REQUIRED"
    const-string p2, "negotiate first"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 41
    :cond_4
    const-string v1, "execute_tool"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result p1
    if-nez p1, :cond_5
    const-string p1, "METHOD_NOT_FOUND"
    const-string p2, "unknown method"
    invoke-static {p1, p2}, Lcom/example/r32k2/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
    .line 42
    :cond_5
    invoke-direct {p0, v0, p2, p3}, Lcom/example/r32k2/PulseToolProvider;->execute(Landroid/content/Context;ILandroid/os/Bundle;)Landroid/os/Bundle;
    move-result-object p1
    return-object p1
.end method

.method public onCreate()Z
    .registers 5
    .line 31
    invoke-virtual {p0}, Lcom/example/r32k2/PulseToolProvider;->getContext()Landroid/content/Context;
    move-result-object v0
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V
    const-string v1, "pulse.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {v0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILjava/lang/Object;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v1, "openOrCreateDatabase(...)"
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    iput-object v0, p0, Lcom/example/r32k2/PulseToolProvider;->db:Landroid/database/sqlite/SQLiteDatabase;
    .line 32
    const/4 v0, 0x1
    return v0
.end method
