.class public final Lapp/tallybook/budget/data/TallyDb$Companion;
.super Ljava/lang/Object;
.source "TallyDb.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/tallybook/budget/data/TallyDb$Companion;-><init>()V

    return-void
.end method


# virtual methods
.method public final get(Landroid/content/Context;)Lapp/tallybook/budget/data/TallyDb;
    .registers 10

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-static {}, Lapp/tallybook/budget/data/TallyDb;->access$getInstance$cp()Lapp/tallybook/budget/data/TallyDb;

    move-result-object v0

    if-nez v0, :cond_1

    move-object v3, p0

    monitor-enter v3

    .line 35
    :try_start_0
    const/4 v4, 0x0

    .line 31
    invoke-static {}, Lapp/tallybook/budget/data/TallyDb;->access$getInstance$cp()Lapp/tallybook/budget/data/TallyDb;

    move-result-object v0

    if-nez v0, :cond_0

    new-instance v5, Lapp/tallybook/budget/data/TallyDb;

    const/4 v2, 0x0

    invoke-direct {v5, p1, v2}, Lapp/tallybook/budget/data/TallyDb;-><init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    move-object v6, v5

    .line 35
    const/4 v7, 0x0

    .line 31
    sget-object v0, Lapp/tallybook/budget/data/TallyDb;->Companion:Lapp/tallybook/budget/data/TallyDb$Companion;

    invoke-static {v6}, Lapp/tallybook/budget/data/TallyDb;->access$setInstance$cp(Lapp/tallybook/budget/data/TallyDb;)V

    move-object v0, v5

    :cond_0
    move-object v4, v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit v3

    move-object v0, v4

    goto :goto_0

    :catchall_0
    move-exception v5

    monitor-exit v3

    throw v5

    :cond_1
    :goto_0
    return-object v0
.end method
