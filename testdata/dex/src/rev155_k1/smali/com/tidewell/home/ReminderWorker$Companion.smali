.class public final Lcom/tidewell/home/ReminderWorker$Companion;
.super Ljava/lang/Object;
.source "Reminders.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lcom/tidewell/home/ReminderWorker$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final declared-synchronized get(Landroid/content/Context;)Lcom/tidewell/home/ReminderWorker;
    .registers 10

    monitor-enter p0

    :try_start_0
    const-string v1, "ctx"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 62
    invoke-static {}, Lcom/tidewell/home/ReminderWorker;->access$getInstance$cp()Lcom/tidewell/home/ReminderWorker;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v5, Lcom/tidewell/home/ReminderWorker;

    invoke-virtual {p1}, Landroid/content/Context;->getApplicationContext()Landroid/content/Context;

    move-result-object v2

    const-string v4, "getApplicationContext(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    const/4 v3, 0x0

    invoke-direct {v5, v2, v3}, Lcom/tidewell/home/ReminderWorker;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v5

    .line 82
    const/4 v7, 0x0

    .line 62
    sget-object v0, Lcom/tidewell/home/ReminderWorker;->Companion:Lcom/tidewell/home/ReminderWorker$Companion;

    invoke-static {v6}, Lcom/tidewell/home/ReminderWorker;->access$setInstance$cp(Lcom/tidewell/home/ReminderWorker;)V

    move-object v0, v5

    :cond_0
    monitor-exit p0

    return-object v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
