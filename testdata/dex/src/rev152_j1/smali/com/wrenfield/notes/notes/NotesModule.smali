.class public final Lcom/wrenfield/notes/notes/NotesModule;
.super Ljava/lang/Object;
.source "NotesModule.java"

# interfaces
.implements Lcom/wrenfield/notes/di/Module;


# static fields
.field static final PROVIDER_ID:Ljava/lang/String; = "com.wrenfield.notes"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search and read the user\'s notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create and delete notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TAG:Ljava/lang/String; = "WrenfieldNotesTools"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 32
    iput-object p1, p0, Lcom/wrenfield/notes/notes/NotesModule;->context:Landroid/content/Context;

    .line 33
    return-void
.end method

.method private static decorate(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;
    .registers 8

    .line 59
    new-instance v0, Lcom/wrenfield/notes/tool/LoggingDecorator;

    new-instance v1, Lcom/wrenfield/notes/tool/TimingDecorator;

    const-class v4, Lcom/wrenfield/notes/core/Runner;

    invoke-virtual {p0, v4}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Lcom/wrenfield/notes/core/Runner;

    const-class v5, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v5}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v1, p1, v3, v4}, Lcom/wrenfield/notes/tool/TimingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Lcom/wrenfield/notes/core/Runner;Lcom/wrenfield/notes/core/Clock;)V

    const-string v2, "WrenfieldNotesTools"

    invoke-direct {v0, v1, v2}, Lcom/wrenfield/notes/tool/LoggingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V

    return-object v0
.end method

.method static synthetic lambda$configure$0(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/IdSource;
    .registers 4

    .line 40
    new-instance v0, Lcom/wrenfield/notes/core/IdSource$Sequential;

    const-class v2, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, v1}, Lcom/wrenfield/notes/core/IdSource$Sequential;-><init>(Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method

.method static synthetic lambda$configure$1(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/DedupStore;
    .registers 5

    .line 45
    new-instance v0, Lcom/wrenfield/notes/core/DedupStore$Sqlite;

    const-class v2, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {p0, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/WrenfieldDb;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, v1, v2}, Lcom/wrenfield/notes/core/DedupStore$Sqlite;-><init>(Lcom/wrenfield/notes/core/WrenfieldDb;Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method

.method static synthetic lambda$configure$2(Landroid/content/pm/PackageManager;)Lcom/wrenfield/notes/core/Caller;
    .registers 3

    .line 47
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {p0, v1}, Lcom/wrenfield/notes/core/Caller;->resolve(Landroid/content/pm/PackageManager;I)Lcom/wrenfield/notes/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$configure$3(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/tool/ToolHost;
    .registers 14

    .line 48
    new-instance v0, Lcom/wrenfield/notes/tool/ToolHost;

    const/4 v8, 0x0

    new-array v8, v8, [Ljava/lang/String;

    const/4 v9, 0x4

    new-array v9, v9, [Lcom/wrenfield/notes/tool/Tool;

    new-instance v12, Lcom/wrenfield/notes/notes/SearchNotesTool;

    invoke-direct {v12, p0}, Lcom/wrenfield/notes/notes/SearchNotesTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 51
    invoke-static {p0, v12}, Lcom/wrenfield/notes/notes/NotesModule;->decorate(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v11

    const/4 v10, 0x0

    aput-object v11, v9, v10

    new-instance v12, Lcom/wrenfield/notes/notes/ReadNoteTool;

    invoke-direct {v12, p0}, Lcom/wrenfield/notes/notes/ReadNoteTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 52
    invoke-static {p0, v12}, Lcom/wrenfield/notes/notes/NotesModule;->decorate(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v11

    const/4 v10, 0x1

    aput-object v11, v9, v10

    new-instance v12, Lcom/wrenfield/notes/notes/CreateNoteTool;

    invoke-direct {v12, p0}, Lcom/wrenfield/notes/notes/CreateNoteTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 53
    invoke-static {p0, v12}, Lcom/wrenfield/notes/notes/NotesModule;->decorate(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v11

    const/4 v10, 0x2

    aput-object v11, v9, v10

    new-instance v12, Lcom/wrenfield/notes/notes/DeleteNoteTool;

    invoke-direct {v12, p0}, Lcom/wrenfield/notes/notes/DeleteNoteTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 54
    invoke-static {p0, v12}, Lcom/wrenfield/notes/notes/NotesModule;->decorate(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v11

    const/4 v10, 0x3

    aput-object v11, v9, v10

    move-object v1, v0

    move-object v2, p0

    const-string v3, "com.wrenfield.notes"

    const-string v4, "Wrenfield Notes"

    const-string v5, "Search, read, create and delete the user\'s notes in Wrenfield Notes"

    const-string v6, "[{\"name\":\"notes.read\",\"title\":\"Read notes\",\"description\":\"Search and read the user\'s notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"notes.write\",\"title\":\"Change notes\",\"description\":\"Create and delete notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    const-string v7, "notes-7"

    invoke-direct/range {v1 .. v9}, Lcom/wrenfield/notes/tool/ToolHost;-><init>(Lcom/wrenfield/notes/di/Container;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;[Lcom/wrenfield/notes/tool/Tool;)V

    .line 48
    return-object v0
.end method


# virtual methods
.method public configure(Lcom/wrenfield/notes/di/Container;)V
    .registers 6

    .line 37
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda0;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 38
    sget-boolean v0, Lcom/wrenfield/notes/BuildConfig;->DEBUG:Z

    if-eqz v0, :cond_0

    .line 40
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda1;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda1;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/core/IdSource;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    goto :goto_0

    .line 42
    :cond_0
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda2;

    invoke-direct {v2}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda2;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/IdSource;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 44
    :goto_0
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda3;

    invoke-direct {v2}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda3;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/Runner;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 45
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda4;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda4;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/core/DedupStore;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 46
    iget-object v0, p0, Lcom/wrenfield/notes/notes/NotesModule;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    .line 47
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda5;

    invoke-direct {v2, v3}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda5;-><init>(Landroid/content/pm/PackageManager;)V

    const-class v1, Lcom/wrenfield/notes/core/Caller;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->bind(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 48
    new-instance v2, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda6;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/notes/NotesModule$$ExternalSyntheticLambda6;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/tool/ToolHost;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 55
    return-void
.end method
