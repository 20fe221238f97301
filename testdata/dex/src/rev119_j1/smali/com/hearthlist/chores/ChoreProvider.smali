.class public final Lcom/hearthlist/chores/ChoreProvider;
.super Lcom/hearthlist/cetp/ToolHost;
.source "ChoreProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/hearthlist/chores/ChoreProvider$ReportJob;
    }
.end annotation


# static fields
.field private static final ACTION_CONFIRM_RESET:Ljava/lang/String; = "com.hearthlist.action.CONFIRM_RESET"

.field static final ACTION_REPORT_READY:Ljava/lang/String; = "com.hearthlist.action.REPORT_READY"

.field static final AUTHORITY:Ljava/lang/String; = "com.hearthlist.chores"

.field private static final CONFIRM_TTL_MS:J = 0x927c0L

.field private static final HOUSEHOLD:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final READERS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Landroid/os/Bundle;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field private static final SPECS:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;"
        }
    .end annotation
.end field

.field private static final TAG:Ljava/lang/String; = "ChoreProvider"

.field private static volatile store:Lcom/hearthlist/chores/ChoreDb;


# instance fields
.field private final confirmations:Lcom/hearthlist/cetp/Confirmations;

.field private db:Lcom/hearthlist/chores/ChoreDb;

.field private final handlers:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/util/function/Function<",
            "Lcom/hearthlist/cetp/Request;",
            "Landroid/os/Bundle;",
            ">;>;"
        }
    .end annotation
.end field

.field private final reports:Ljava/util/concurrent/ExecutorService;


# direct methods
.method static constructor <clinit>()V
    .registers 6

    .line 43
    new-instance v0, Ljava/util/HashSet;

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "com.hearthlist.family"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "com.hearthlist.kiosk"

    aput-object v5, v2, v4

    invoke-static {v2}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v2}, Ljava/util/HashSet;-><init>(Ljava/util/Collection;)V

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider;->HOUSEHOLD:Ljava/util/Set;

    .line 45
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider;->READERS:Ljava/util/Map;

    .line 50
    sget-object v0, Lcom/hearthlist/chores/ChoreProvider;->READERS:Ljava/util/Map;

    sget-object v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda26;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda26;

    const-string v1, "list_chores"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 51
    sget-object v0, Lcom/hearthlist/chores/ChoreProvider;->READERS:Ljava/util/Map;

    sget-object v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda27;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda27;

    const-string v1, "get_chore"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    const/16 v0, 0x8

    new-array v0, v0, [Lcom/hearthlist/cetp/ToolSpec;

    .line 53
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "list_chores"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "List chores"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 54
    const-string v4, "Lists open chores, optionally for one assignee"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.read"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x0

    aput-object v3, v0, v2

    .line 55
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "get_chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Get a chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 56
    const-string v4, "Reads one chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.read"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v0, v2

    .line 57
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "add_chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Add a chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->CREATE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "moderate"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 58
    const-string v4, "Adds a chore to the household list"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.write"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x2

    aput-object v3, v0, v2

    .line 59
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "rename_chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Rename a chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->UPDATE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 60
    const-string v4, "moderate"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Renames a chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.write"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x3

    aput-object v3, v0, v2

    .line 61
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "archive_chores"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Archive chores"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 62
    const-string v4, "moderate"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Archives the given chores"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.write"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x4

    aput-object v3, v0, v2

    .line 63
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "reset_household"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Reset the household"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->DELETE:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 64
    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->destructive(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "high"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->risk(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Deletes every chore"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 65
    const-string v4, "chores.write"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x5

    aput-object v3, v0, v2

    .line 66
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "export_report"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Export a report"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const/4 v4, 0x1

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->async(Z)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 67
    const-string v4, "Sends a report of recent chores to the calling app"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.read"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 68
    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x6

    aput-object v3, v0, v2

    .line 69
    invoke-static {}, Lcom/hearthlist/cetp/ToolSpec;->builder()Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "share_list"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->name(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "Share the list"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/cetp/ToolKind;->READ:Lcom/hearthlist/cetp/ToolKind;

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->kind(Lcom/hearthlist/cetp/ToolKind;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    .line 70
    const-string v4, "Sends the open chores to the calling app"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    const-string v4, "chores.read"

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/hearthlist/cetp/ToolSpec$Builder;

    move-result-object v3

    invoke-virtual {v3}, Lcom/hearthlist/cetp/ToolSpec$Builder;->build()Lcom/hearthlist/cetp/ToolSpec;

    move-result-object v3

    const/4 v2, 0x7

    aput-object v3, v0, v2

    .line 52
    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    invoke-static {v0}, Ljava/util/Collections;->unmodifiableList(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider;->SPECS:Ljava/util/List;

    .line 71
    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 37
    invoke-direct {p0}, Lcom/hearthlist/cetp/ToolHost;-><init>()V

    .line 73
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    .line 74
    invoke-static {}, Lcom/hearthlist/cetp/Confirmations;->shared()Lcom/hearthlist/cetp/Confirmations;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    .line 75
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->reports:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Lcom/hearthlist/cetp/ResolutionIntent;)Landroid/os/Bundle;
    .registers 13

    .line 237
    sget-object v3, Lcom/hearthlist/cetp/Tokens;->QUICK:Ljava/lang/ThreadLocal;

    invoke-static {v3}, Lcom/hearthlist/cetp/Tokens;->mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;

    move-result-object v0

    .line 238
    iget-object v3, p0, Lcom/hearthlist/chores/ChoreProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    move-object v4, v0

    move-object v5, p1

    move-object v6, p2

    const-wide/32 v7, 0x927c0

    invoke-virtual/range {v3 .. v8}, Lcom/hearthlist/cetp/Confirmations;->open(Ljava/lang/String;Lcom/hearthlist/cetp/Request;Ljava/lang/String;J)V

    .line 239
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->resumeToken()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda22;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda22;

    .line 240
    invoke-virtual {v3, v4}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v3

    .line 241
    const/high16 v4, 0x44000000

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/Integer;

    invoke-virtual {v3}, Ljava/lang/Integer;->intValue()I

    move-result v1

    .line 243
    const-string v4, "com.hearthlist.extra.RESUME_TOKEN"

    invoke-virtual {p3, v4, v0}, Lcom/hearthlist/cetp/ResolutionIntent;->extra(Ljava/lang/String;Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 244
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v4

    invoke-virtual {v3, v4}, Lcom/hearthlist/cetp/ResolutionIntent;->requestCode(I)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 245
    invoke-virtual {v3, v1}, Lcom/hearthlist/cetp/ResolutionIntent;->flags(I)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v3

    .line 246
    invoke-virtual {v3}, Lcom/hearthlist/cetp/ResolutionIntent;->activity()Landroid/app/PendingIntent;

    move-result-object v2

    .line 247
    invoke-static {p1, v2, v0, p2}, Lcom/hearthlist/cetp/Replies;->needsUser(Lcom/hearthlist/cetp/Request;Landroid/app/PendingIntent;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method private deliver(Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    .line 259
    new-instance v1, Landroid/content/Intent;

    const-string v3, "com.hearthlist.action.REPORT_READY"

    invoke-direct {v1, v3}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 260
    invoke-virtual {v1, p1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v1

    .line 261
    const-string v2, "report"

    invoke-virtual {v1, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 262
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1, v0}, Landroid/content/Context;->sendBroadcast(Landroid/content/Intent;)V

    .line 263
    return-void
.end method

.method static getChore(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 135
    invoke-static {p0}, Lcom/hearthlist/cetp/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "chore_id"

    const-wide/16 v4, -0x1

    invoke-virtual {v2, v3, v4, v5}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 136
    sget-object v2, Lcom/hearthlist/chores/ChoreProvider;->store:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v2, v0, v1}, Lcom/hearthlist/chores/ChoreDb;->find(J)Ljava/util/Optional;

    move-result-object v2

    new-instance v3, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda10;

    invoke-direct {v3, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda10;-><init>(Landroid/os/Bundle;)V

    .line 137
    invoke-virtual {v2, v3}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v2

    new-instance v3, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda11;

    invoke-direct {v3, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda11;-><init>(Landroid/os/Bundle;)V

    .line 138
    invoke-virtual {v2, v3}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Landroid/os/Bundle;

    .line 136
    return-object v2
.end method

.method private householdCaller(I)Z
    .registers 6

    .line 251
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    invoke-virtual {v1, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    .line 252
    if-eqz v0, :cond_0

    array-length v1, v0

    const/4 v2, 0x1

    if-eq v1, v2, :cond_1

    .line 253
    :cond_0
    const/4 v1, 0x0

    return v1

    .line 255
    :cond_1
    invoke-static {v0}, Ljava/util/Arrays;->stream([Ljava/lang/Object;)Ljava/util/stream/Stream;

    move-result-object v1

    sget-object v2, Lcom/hearthlist/chores/ChoreProvider;->HOUSEHOLD:Ljava/util/Set;

    invoke-static {v2}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v3, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda23;

    invoke-direct {v3, v2}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda23;-><init>(Ljava/util/Set;)V

    invoke-interface {v1, v3}, Ljava/util/stream/Stream;->anyMatch(Ljava/util/function/Predicate;)Z

    move-result v1

    return v1
.end method

.method private static idsOf(Lorg/json/JSONArray;)Ljava/util/List;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/json/JSONArray;",
            ")",
            "Ljava/util/List<",
            "Ljava/lang/Long;",
            ">;"
        }
    .end annotation

    .line 266
    if-nez p0, :cond_0

    .line 267
    invoke-static {}, Ljava/util/Collections;->emptyList()Ljava/util/List;

    move-result-object v0

    return-object v0

    .line 269
    :cond_0
    invoke-virtual {p0}, Lorg/json/JSONArray;->length()I

    move-result v1

    const/4 v0, 0x0

    invoke-static {v0, v1}, Ljava/util/stream/IntStream;->range(II)Ljava/util/stream/IntStream;

    move-result-object v0

    .line 270
    invoke-static {p0}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v1, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda24;

    invoke-direct {v1, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda24;-><init>(Lorg/json/JSONArray;)V

    invoke-interface {v0, v1}, Ljava/util/stream/IntStream;->mapToLong(Ljava/util/function/IntToLongFunction;)Ljava/util/stream/LongStream;

    move-result-object v0

    sget-object v1, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda25;

    .line 271
    invoke-interface {v0, v1}, Ljava/util/stream/LongStream;->filter(Ljava/util/function/LongPredicate;)Ljava/util/stream/LongStream;

    move-result-object v0

    .line 272
    invoke-interface {v0}, Ljava/util/stream/LongStream;->boxed()Ljava/util/stream/Stream;

    move-result-object v0

    .line 273
    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/stream/Stream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/List;

    .line 269
    return-object v0
.end method

.method static synthetic lambda$askUser$9(Ljava/lang/String;)Ljava/lang/Integer;
    .registers 2

    .line 240
    const/high16 v0, 0xc000000

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$getChore$2(Landroid/os/Bundle;Lcom/hearthlist/chores/ChoreDb$Chore;)Landroid/os/Bundle;
    .registers 6

    .line 137
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v2, 0x0

    const-string v3, "chore"

    aput-object v3, v1, v2

    invoke-virtual {p1}, Lcom/hearthlist/chores/ChoreDb$Chore;->toJson()Lorg/json/JSONObject;

    move-result-object v3

    const/4 v2, 0x1

    aput-object v3, v1, v2

    invoke-static {v1}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    invoke-static {p0, v1}, Lcom/hearthlist/cetp/Replies;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$getChore$3(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5

    .line 138
    const-string v1, "INVALID_ARGS"

    const-string v2, "No chore has that id"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/hearthlist/cetp/Replies;->error(Landroid/os/Bundle;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$idsOf$10(J)Z
    .registers 5

    .line 271
    const-wide/16 v1, 0x0

    cmp-long v0, p0, v1

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$operation$5(Ljava/lang/String;Lcom/hearthlist/cetp/Ledger$Operation;)Z
    .registers 3

    .line 229
    iget-object v0, p1, Lcom/hearthlist/cetp/Ledger$Operation;->id:Ljava/lang/String;

    invoke-virtual {v0, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method

.method static synthetic lambda$operation$6(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Z
    .registers 4

    .line 230
    iget v0, p1, Lcom/hearthlist/cetp/Ledger$Operation;->uid:I

    invoke-virtual {p0}, Lcom/hearthlist/cetp/Request;->uid()I

    move-result v1

    if-ne v0, v1, :cond_0

    iget-object v0, p1, Lcom/hearthlist/cetp/Ledger$Operation;->requestId:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/hearthlist/cetp/Request;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static synthetic lambda$operation$7(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Landroid/os/Bundle;
    .registers 3

    .line 232
    invoke-static {p0, p1}, Lcom/hearthlist/cetp/Replies;->operation(Lcom/hearthlist/cetp/Request;Lcom/hearthlist/cetp/Ledger$Operation;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$operation$8(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 5

    .line 233
    const-string v1, "INVALID_REQUEST"

    const-string v2, "No such operation"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$run$0(Lcom/hearthlist/cetp/Request;Ljava/util/function/Function;)Landroid/os/Bundle;
    .registers 3

    .line 123
    invoke-interface {p1, p0}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/os/Bundle;

    return-object v0
.end method

.method static synthetic lambda$run$1(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 5

    .line 124
    const-string v1, "TOOL_NOT_FOUND"

    const-string v2, "No such tool"

    const/4 v3, 0x0

    invoke-static {p0, v1, v2, v3}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$shareList$4()Ljava/lang/String;
    .registers 1

    .line 217
    const-string v0, "en"

    return-object v0
.end method

.method static listChores(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 128
    invoke-static {p0}, Lcom/hearthlist/cetp/Replies;->args(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "assignee"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 129
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    .line 130
    sget-object v3, Lcom/hearthlist/chores/ChoreProvider;->store:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v3, v0}, Lcom/hearthlist/chores/ChoreDb;->open(Ljava/lang/String;)Ljava/util/List;

    move-result-object v3

    invoke-interface {v3}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda8;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda8;

    invoke-interface {v3, v4}, Ljava/util/stream/Stream;->map(Ljava/util/function/Function;)Ljava/util/stream/Stream;

    move-result-object v3

    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda9;

    invoke-direct {v4, v1}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda9;-><init>(Lorg/json/JSONArray;)V

    invoke-interface {v3, v4}, Ljava/util/stream/Stream;->forEach(Ljava/util/function/Consumer;)V

    .line 131
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v5, 0x0

    const-string v6, "chores"

    aput-object v6, v4, v5

    const/4 v5, 0x1

    aput-object v1, v4, v5

    invoke-static {v4}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p0, v4}, Lcom/hearthlist/cetp/Replies;->success(Landroid/os/Bundle;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method


# virtual methods
.method addChore(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 12

    .line 142
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v3

    const-string v4, "title"

    const-string v5, ""

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v0

    .line 143
    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v3

    if-eqz v3, :cond_0

    .line 144
    const-string v4, "INVALID_ARGS"

    const-string v5, "title is required"

    const/4 v6, 0x0

    invoke-static {p1, v4, v5, v6}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 147
    :cond_0
    :try_start_0
    iget-object v3, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "assignee"

    const/4 v7, 0x0

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v6

    const-string v7, "due_at_ms"

    const-wide/16 v8, 0x0

    invoke-virtual {v6, v7, v8, v9}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v6

    invoke-virtual {v3, v0, v5, v6, v7}, Lcom/hearthlist/chores/ChoreDb;->insert(Ljava/lang/String;Ljava/lang/String;J)J

    move-result-wide v1

    .line 148
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "chore_id"

    aput-object v7, v4, v6

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v7

    const/4 v6, 0x1

    aput-object v7, v4, v6

    invoke-static {v4}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p1, v4}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v3

    .line 149
    :catch_0
    move-exception v3

    move-object v1, v3

    .line 150
    invoke-static {v1}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v3

    sget-object v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda12;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda12;

    invoke-virtual {v3, v4}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v3

    const-string v4, "Could not add the chore"

    invoke-virtual {v3, v4}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    move-object v2, v3

    .line 151
    const-string v4, "CONFLICT"

    const/4 v6, 0x0

    invoke-static {p1, v4, v2, v6}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method exportReport(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 10

    .line 202
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v3

    sget-object v5, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda14;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda14;

    const-string v4, "calling_package"

    invoke-static {v3, v4, v5}, Lcom/hearthlist/cetp/Extras;->read(Landroid/os/Bundle;Ljava/lang/String;Ljava/util/function/BiFunction;)Ljava/util/Optional;

    move-result-object v3

    .line 203
    invoke-static {p1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;

    new-instance v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda15;

    invoke-direct {v4, p1}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda15;-><init>(Lcom/hearthlist/cetp/Request;)V

    invoke-virtual {v3, v4}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    move-object v0, v3

    .line 204
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "days"

    const/4 v7, 0x7

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result v5

    const/16 v4, 0x5a

    invoke-static {v4, v5}, Ljava/lang/Math;->min(II)I

    move-result v4

    const/4 v3, 0x1

    invoke-static {v3, v4}, Ljava/lang/Math;->max(II)I

    move-result v1

    .line 205
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->asyncGranted()Z

    move-result v3

    if-nez v3, :cond_0

    .line 206
    iget-object v5, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v5, v1}, Lcom/hearthlist/chores/ChoreDb;->report(I)Ljava/lang/String;

    move-result-object v5

    invoke-direct {p0, v0, v5}, Lcom/hearthlist/chores/ChoreProvider;->deliver(Ljava/lang/String;Ljava/lang/String;)V

    .line 207
    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    const/4 v6, 0x0

    const-string v7, "sent_to"

    aput-object v7, v4, v6

    const/4 v6, 0x1

    aput-object v0, v4, v6

    invoke-static {v4}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v4

    invoke-static {p1, v4}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 209
    :cond_0
    sget-object v3, Lcom/hearthlist/cetp/Tokens;->STRONG:Ljava/lang/ThreadLocal;

    invoke-static {v3}, Lcom/hearthlist/cetp/Tokens;->mint(Ljava/lang/ThreadLocal;)Ljava/lang/String;

    move-result-object v2

    .line 210
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v3

    const-string v4, "com.hearthlist.chores"

    invoke-virtual {v3, v4, v2, p1}, Lcom/hearthlist/cetp/Ledger;->openOperation(Ljava/lang/String;Ljava/lang/String;Lcom/hearthlist/cetp/Request;)V

    .line 211
    iget-object v3, p0, Lcom/hearthlist/chores/ChoreProvider;->reports:Ljava/util/concurrent/ExecutorService;

    new-instance v4, Lcom/hearthlist/chores/ChoreProvider$ReportJob;

    invoke-direct {v4, p0, v2, v0, v1}, Lcom/hearthlist/chores/ChoreProvider$ReportJob;-><init>(Lcom/hearthlist/chores/ChoreProvider;Ljava/lang/String;Ljava/lang/String;I)V

    invoke-interface {v3, v4}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 212
    const-wide/16 v5, 0x3e8

    invoke-static {p1, v2, v5, v6}, Lcom/hearthlist/cetp/Replies;->accepted(Lcom/hearthlist/cetp/Request;Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object v3

    return-object v3
.end method

.method handleDelete(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 9

    .line 170
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "chore_ids"

    invoke-virtual {v2, v3}, Lorg/json/JSONObject;->optJSONArray(Ljava/lang/String;)Lorg/json/JSONArray;

    move-result-object v2

    invoke-static {v2}, Lcom/hearthlist/chores/ChoreProvider;->idsOf(Lorg/json/JSONArray;)Ljava/util/List;

    move-result-object v0

    .line 171
    invoke-interface {v0}, Ljava/util/List;->isEmpty()Z

    move-result v2

    if-eqz v2, :cond_0

    .line 172
    const-string v3, "INVALID_ARGS"

    const-string v4, "chore_ids must list at least one id"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 174
    :cond_0
    iget-object v2, p0, Lcom/hearthlist/chores/ChoreProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    invoke-virtual {v2, p1}, Lcom/hearthlist/cetp/Confirmations;->redeem(Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;

    move-result-object v1

    .line 175
    invoke-virtual {v1}, Ljava/util/Optional;->isPresent()Z

    move-result v2

    if-nez v2, :cond_1

    .line 176
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "Archive "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v5

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, " chores"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    .line 177
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-static {v5}, Lcom/hearthlist/cetp/ResolutionIntent;->with(Landroid/content/Context;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v5

    const-class v6, Lcom/hearthlist/ui/ConfirmActivity;

    invoke-virtual {v5, v6}, Lcom/hearthlist/cetp/ResolutionIntent;->screen(Ljava/lang/Class;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v5

    .line 176
    invoke-direct {p0, p1, v4, v5}, Lcom/hearthlist/chores/ChoreProvider;->askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Lcom/hearthlist/cetp/ResolutionIntent;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 179
    :cond_1
    invoke-virtual {v1}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/hearthlist/cetp/Confirmations$Pending;

    invoke-virtual {v2}, Lcom/hearthlist/cetp/Confirmations$Pending;->approved()Z

    move-result v2

    if-nez v2, :cond_2

    .line 180
    const-string v3, "USER_CANCELLED"

    const-string v4, "The user declined"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 182
    :cond_2
    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v5, 0x0

    const-string v6, "archived"

    aput-object v6, v3, v5

    iget-object v6, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v6, v0}, Lcom/hearthlist/chores/ChoreDb;->archive(Ljava/util/List;)I

    move-result v6

    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v6

    const/4 v5, 0x1

    aput-object v6, v3, v5

    invoke-static {v3}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {p1, v3}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected offersAsync()Z
    .registers 2

    .line 108
    const/4 v0, 0x1

    return v0
.end method

.method protected open(Landroid/content/Context;)V
    .registers 5

    .line 80
    new-instance v1, Lcom/hearthlist/chores/ChoreDb;

    invoke-direct {v1, p1}, Lcom/hearthlist/chores/ChoreDb;-><init>(Landroid/content/Context;)V

    iput-object v1, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    .line 81
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    sput-object v0, Lcom/hearthlist/chores/ChoreProvider;->store:Lcom/hearthlist/chores/ChoreDb;

    .line 82
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda0;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "add_chore"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 83
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda1;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "rename_chore"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 84
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda2;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "archive_chores"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 85
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda3;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "reset_household"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 86
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda4;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "export_report"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 87
    iget-object v0, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda5;

    invoke-direct {v2, p0}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda5;-><init>(Lcom/hearthlist/chores/ChoreProvider;)V

    const-string v1, "share_list"

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 88
    return-void
.end method

.method protected operation(Lcom/hearthlist/cetp/Request;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 6

    .line 228
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->ledger()Lcom/hearthlist/cetp/Ledger;

    move-result-object v1

    const-string v2, "com.hearthlist.chores"

    invoke-virtual {v1, v2}, Lcom/hearthlist/cetp/Ledger;->operations(Ljava/lang/String;)Ljava/util/List;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/List;->stream()Ljava/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda18;

    invoke-direct {v2, p2}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda18;-><init>(Ljava/lang/String;)V

    .line 229
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda19;

    invoke-direct {v2, p1}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda19;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 230
    invoke-interface {v1, v2}, Ljava/util/stream/Stream;->filter(Ljava/util/function/Predicate;)Ljava/util/stream/Stream;

    move-result-object v1

    .line 231
    invoke-interface {v1}, Ljava/util/stream/Stream;->findFirst()Ljava/util/Optional;

    move-result-object v0

    .line 232
    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda20;

    invoke-direct {v2, p1}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda20;-><init>(Lcom/hearthlist/cetp/Request;)V

    invoke-virtual {v0, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda21;

    invoke-direct {v2, p1}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda21;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 233
    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    .line 232
    return-object v1
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 92
    const-string v0, "com.hearthlist"

    return-object v0
.end method

.method protected providerInfo()Lorg/json/JSONObject;
    .registers 7

    .line 97
    new-instance v1, Lorg/json/JSONArray;

    invoke-direct {v1}, Lorg/json/JSONArray;-><init>()V

    const/16 v2, 0x8

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "chores.read"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "title"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "Read chores"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "access"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "read"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "sensitivity"

    aput-object v5, v2, v4

    const/4 v4, 0x7

    const-string v5, "personal"

    aput-object v5, v2, v4

    .line 98
    invoke-static {v2}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v1

    const/16 v2, 0x8

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "name"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "chores.write"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    const-string v5, "title"

    aput-object v5, v2, v4

    const/4 v4, 0x3

    const-string v5, "Change chores"

    aput-object v5, v2, v4

    const/4 v4, 0x4

    const-string v5, "access"

    aput-object v5, v2, v4

    const/4 v4, 0x5

    const-string v5, "write"

    aput-object v5, v2, v4

    const/4 v4, 0x6

    const-string v5, "sensitivity"

    aput-object v5, v2, v4

    const/4 v4, 0x7

    const-string v5, "personal"

    aput-object v5, v2, v4

    .line 100
    invoke-static {v2}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v0

    .line 102
    const/16 v1, 0x8

    new-array v1, v1, [Ljava/lang/Object;

    const/4 v3, 0x0

    const-string v4, "provider_id"

    aput-object v4, v1, v3

    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->providerId()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v1, v3

    const/4 v3, 0x2

    const-string v4, "provider_name"

    aput-object v4, v1, v3

    const/4 v3, 0x3

    const-string v4, "Hearthlist chores"

    aput-object v4, v1, v3

    const/4 v3, 0x4

    const-string v4, "description"

    aput-object v4, v1, v3

    const/4 v3, 0x5

    const-string v4, "The household's chore list"

    aput-object v4, v1, v3

    const/4 v3, 0x6

    const-string v4, "scopes"

    aput-object v4, v1, v3

    const/4 v3, 0x7

    aput-object v0, v1, v3

    invoke-static {v1}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v1

    return-object v1
.end method

.method renameChore(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 12

    .line 156
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "chore_id"

    const-wide/16 v7, -0x1

    invoke-virtual {v5, v6, v7, v8}, Lorg/json/JSONObject;->optLong(Ljava/lang/String;J)J

    move-result-wide v0

    .line 157
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->args()Lorg/json/JSONObject;

    move-result-object v5

    const-string v6, "title"

    const-string v7, ""

    invoke-virtual {v5, v6, v7}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v2

    .line 158
    const-wide/16 v7, 0x0

    cmp-long v5, v0, v7

    if-ltz v5, :cond_0

    invoke-virtual {v2}, Ljava/lang/String;->isEmpty()Z

    move-result v5

    if-eqz v5, :cond_1

    .line 159
    :cond_0
    const-string v6, "INVALID_ARGS"

    const-string v7, "chore_id and title are required"

    const/4 v8, 0x0

    invoke-static {p1, v6, v7, v8}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5

    .line 162
    :cond_1
    :try_start_0
    const/4 v6, 0x2

    new-array v6, v6, [Ljava/lang/Object;

    const/4 v8, 0x0

    const-string v9, "renamed"

    aput-object v9, v6, v8

    iget-object v9, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v9, v0, v1, v2}, Lcom/hearthlist/chores/ChoreDb;->rename(JLjava/lang/String;)I

    move-result v9

    invoke-static {v9}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v9

    const/4 v8, 0x1

    aput-object v9, v6, v8

    invoke-static {v6}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v6

    invoke-static {p1, v6}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v5

    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0
    return-object v5

    .line 163
    :catch_0
    move-exception v5

    move-object v3, v5

    .line 164
    invoke-static {v3}, Ljava/util/Optional;->of(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v5

    sget-object v6, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda13;

    invoke-virtual {v5, v6}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v5

    const-string v6, "Could not rename the chore"

    invoke-virtual {v5, v6}, Ljava/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, Ljava/lang/String;

    move-object v4, v5

    .line 165
    const-string v6, "CONFLICT"

    const/4 v8, 0x0

    invoke-static {p1, v6, v4, v8}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    return-object v5
.end method

.method resetHousehold(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 8

    .line 186
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->uid()I

    move-result v2

    invoke-direct {p0, v2}, Lcom/hearthlist/chores/ChoreProvider;->householdCaller(I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 187
    const-string v2, "PERMISSION_DENIED"

    const-string v3, "Only the family apps may reset the household"

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 189
    :cond_0
    iget-object v1, p0, Lcom/hearthlist/chores/ChoreProvider;->confirmations:Lcom/hearthlist/cetp/Confirmations;

    invoke-virtual {v1, p1}, Lcom/hearthlist/cetp/Confirmations;->redeem(Lcom/hearthlist/cetp/Request;)Ljava/util/Optional;

    move-result-object v0

    .line 190
    invoke-virtual {v0}, Ljava/util/Optional;->isPresent()Z

    move-result v1

    if-nez v1, :cond_1

    .line 192
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    invoke-static {v4}, Lcom/hearthlist/cetp/ResolutionIntent;->with(Landroid/content/Context;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v4

    const-string v5, "com.hearthlist.action.CONFIRM_RESET"

    invoke-virtual {v4, v5}, Lcom/hearthlist/cetp/ResolutionIntent;->action(Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v4

    .line 193
    invoke-virtual {p0}, Lcom/hearthlist/chores/ChoreProvider;->getContext()Landroid/content/Context;

    move-result-object v5

    invoke-virtual {v5}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Lcom/hearthlist/cetp/ResolutionIntent;->inPackage(Ljava/lang/String;)Lcom/hearthlist/cetp/ResolutionIntent;

    move-result-object v4

    .line 191
    const-string v3, "Delete every chore of the household"

    invoke-direct {p0, p1, v3, v4}, Lcom/hearthlist/chores/ChoreProvider;->askUser(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Lcom/hearthlist/cetp/ResolutionIntent;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 195
    :cond_1
    invoke-virtual {v0}, Ljava/util/Optional;->get()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/hearthlist/cetp/Confirmations$Pending;

    invoke-virtual {v1}, Lcom/hearthlist/cetp/Confirmations$Pending;->approved()Z

    move-result v1

    if-nez v1, :cond_2

    .line 196
    const-string v2, "USER_CANCELLED"

    const-string v3, "The user declined"

    const/4 v4, 0x0

    invoke-static {p1, v2, v3, v4}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 198
    :cond_2
    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/Object;

    const/4 v4, 0x0

    const-string v5, "deleted"

    aput-object v5, v2, v4

    iget-object v5, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    invoke-virtual {v5}, Lcom/hearthlist/chores/ChoreDb;->reset()I

    move-result v5

    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    const/4 v4, 0x1

    aput-object v5, v2, v4

    invoke-static {v2}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-static {p1, v2}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method protected run(Lcom/hearthlist/cetp/ToolSpec;Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 6

    .line 118
    sget-object v1, Lcom/hearthlist/chores/ChoreProvider;->READERS:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/hearthlist/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/function/Function;

    move-object v0, v1

    .line 119
    if-eqz v0, :cond_0

    .line 120
    invoke-virtual {p2}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v2

    invoke-interface {v0, v2}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    return-object v1

    .line 122
    :cond_0
    iget-object v1, p0, Lcom/hearthlist/chores/ChoreProvider;->handlers:Ljava/util/Map;

    invoke-virtual {p1}, Lcom/hearthlist/cetp/ToolSpec;->name()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/util/function/Function;

    invoke-static {v1}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda6;

    invoke-direct {v2, p2}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda6;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 123
    invoke-virtual {v1, v2}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;

    move-result-object v1

    new-instance v2, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda7;

    invoke-direct {v2, p2}, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda7;-><init>(Lcom/hearthlist/cetp/Request;)V

    .line 124
    invoke-virtual {v1, v2}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;

    .line 122
    return-object v1
.end method

.method shareList(Lcom/hearthlist/cetp/Request;)Landroid/os/Bundle;
    .registers 9

    .line 216
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->extras()Landroid/os/Bundle;

    move-result-object v2

    sget-object v4, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda16;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda16;

    const-string v3, "consumer_locale"

    invoke-static {v2, v3, v4}, Lcom/hearthlist/cetp/Extras;->read(Landroid/os/Bundle;Ljava/lang/String;Ljava/util/function/BiFunction;)Ljava/util/Optional;

    move-result-object v2

    sget-object v3, Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;->INSTANCE:Lcom/hearthlist/chores/ChoreProvider$$ExternalSyntheticLambda17;

    .line 217
    invoke-virtual {v2, v3}, Ljava/util/Optional;->orElseGet(Ljava/util/function/Supplier;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    move-object v0, v2

    .line 218
    invoke-virtual {p1}, Lcom/hearthlist/cetp/Request;->callerPackage()Ljava/lang/String;

    move-result-object v1

    .line 219
    if-nez v1, :cond_0

    .line 220
    const-string v3, "PERMISSION_DENIED"

    const-string v4, "The caller has no package"

    const/4 v5, 0x0

    invoke-static {p1, v3, v4, v5}, Lcom/hearthlist/cetp/Replies;->error(Lcom/hearthlist/cetp/Request;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 222
    :cond_0
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "["

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "]\n"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, p0, Lcom/hearthlist/chores/ChoreProvider;->db:Lcom/hearthlist/chores/ChoreDb;

    const/4 v6, 0x7

    invoke-virtual {v5, v6}, Lcom/hearthlist/chores/ChoreDb;->report(I)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-direct {p0, v1, v4}, Lcom/hearthlist/chores/ChoreProvider;->deliver(Ljava/lang/String;Ljava/lang/String;)V

    .line 223
    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v5, 0x0

    const-string v6, "sent_to"

    aput-object v6, v3, v5

    const/4 v5, 0x1

    aput-object v1, v3, v5

    invoke-static {v3}, Lcom/hearthlist/cetp/Replies;->obj([Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-static {p1, v3}, Lcom/hearthlist/cetp/Replies;->success(Lcom/hearthlist/cetp/Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected specs()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/hearthlist/cetp/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 113
    sget-object v0, Lcom/hearthlist/chores/ChoreProvider;->SPECS:Ljava/util/List;

    return-object v0
.end method
