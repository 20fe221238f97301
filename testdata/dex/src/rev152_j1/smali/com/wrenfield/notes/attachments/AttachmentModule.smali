.class public final Lcom/wrenfield/notes/attachments/AttachmentModule;
.super Ljava/lang/Object;
.source "AttachmentModule.java"

# interfaces
.implements Lcom/wrenfield/notes/di/Module;


# static fields
.field static final PROVIDER_ID:Ljava/lang/String; = "com.wrenfield.notes.attachments"

.field private static final SCOPES:Ljava/lang/String; = "[{\"name\":\"attachments.read\",\"title\":\"Open attachments\",\"description\":\"Open the files and thumbnails attached to notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"attachments.write\",\"title\":\"Delete attachments\",\"description\":\"Delete files attached to notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

.field private static final TAG:Ljava/lang/String; = "WrenfieldFileTools"


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 32
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 33
    iput-object p1, p0, Lcom/wrenfield/notes/attachments/AttachmentModule;->context:Landroid/content/Context;

    .line 34
    return-void
.end method

.method static synthetic lambda$configure$0()Lcom/wrenfield/notes/core/Runner;
    .registers 2

    .line 41
    new-instance v0, Lcom/wrenfield/notes/core/Runner$Pooled;

    const/4 v1, 0x2

    invoke-direct {v0, v1}, Lcom/wrenfield/notes/core/Runner$Pooled;-><init>(I)V

    return-object v0
.end method

.method static synthetic lambda$configure$1(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/DedupStore;
    .registers 5

    .line 43
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

.method static synthetic lambda$configure$2(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/core/DedupStore;
    .registers 4

    .line 45
    new-instance v0, Lcom/wrenfield/notes/core/DedupStore$Memory;

    const-class v2, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, v1}, Lcom/wrenfield/notes/core/DedupStore$Memory;-><init>(Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method

.method static synthetic lambda$configure$3(Landroid/content/pm/PackageManager;)Lcom/wrenfield/notes/core/Caller;
    .registers 3

    .line 48
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {p0, v1}, Lcom/wrenfield/notes/core/Caller;->resolve(Landroid/content/pm/PackageManager;I)Lcom/wrenfield/notes/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method static synthetic lambda$configure$5(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/tool/ToolHost;
    .registers 18

    .line 50
    new-instance v0, Lcom/wrenfield/notes/tool/ToolHost;

    const/4 v8, 0x1

    new-array v8, v8, [Ljava/lang/String;

    const/4 v10, 0x0

    const-string v11, "large_results"

    aput-object v11, v8, v10

    const/4 v9, 0x3

    new-array v9, v9, [Lcom/wrenfield/notes/tool/Tool;

    new-instance v12, Lcom/wrenfield/notes/tool/LoggingDecorator;

    new-instance v14, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;

    move-object v15, v14

    move-object/from16 v16, p0

    invoke-direct/range {v15 .. v16}, Lcom/wrenfield/notes/attachments/PurgeAttachmentsTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 53
    move-object/from16 v13, p0

    invoke-static {v13, v14}, Lcom/wrenfield/notes/attachments/AttachmentModule;->timed(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v13

    const-string v14, "WrenfieldFileTools"

    invoke-direct {v12, v13, v14}, Lcom/wrenfield/notes/tool/LoggingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V

    const/4 v11, 0x0

    aput-object v12, v9, v11

    new-instance v12, Lcom/wrenfield/notes/attachments/ExportLoggingDecorator;

    new-instance v14, Lcom/wrenfield/notes/attachments/GetThumbnailTool;

    move-object v15, v14

    move-object/from16 v16, p0

    invoke-direct/range {v15 .. v16}, Lcom/wrenfield/notes/attachments/GetThumbnailTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 54
    move-object/from16 v13, p0

    invoke-static {v13, v14}, Lcom/wrenfield/notes/attachments/AttachmentModule;->timed(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v13

    const-string v14, "WrenfieldFileTools"

    invoke-direct {v12, v13, v14}, Lcom/wrenfield/notes/attachments/ExportLoggingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V

    const/4 v11, 0x1

    aput-object v12, v9, v11

    new-instance v12, Lcom/wrenfield/notes/attachments/ExportLoggingDecorator;

    new-instance v14, Lcom/wrenfield/notes/attachments/ExportAttachmentTool;

    move-object v15, v14

    move-object/from16 v16, p0

    invoke-direct/range {v15 .. v16}, Lcom/wrenfield/notes/attachments/ExportAttachmentTool;-><init>(Lcom/wrenfield/notes/di/Container;)V

    .line 55
    move-object/from16 v13, p0

    invoke-static {v13, v14}, Lcom/wrenfield/notes/attachments/AttachmentModule;->timed(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;

    move-result-object v13

    const-string v14, "WrenfieldFileTools"

    invoke-direct {v12, v13, v14}, Lcom/wrenfield/notes/attachments/ExportLoggingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Ljava/lang/String;)V

    const/4 v11, 0x2

    aput-object v12, v9, v11

    move-object v1, v0

    move-object/from16 v2, p0

    const-string v3, "com.wrenfield.notes.attachments"

    const-string v4, "Wrenfield Notes attachments"

    const-string v5, "Open, export and delete the files attached to the user\'s notes"

    const-string v6, "[{\"name\":\"attachments.read\",\"title\":\"Open attachments\",\"description\":\"Open the files and thumbnails attached to notes\",\"access\":\"read\",\"sensitivity\":\"personal\"},{\"name\":\"attachments.write\",\"title\":\"Delete attachments\",\"description\":\"Delete files attached to notes\",\"access\":\"write\",\"sensitivity\":\"personal\"}]"

    const-string v7, "attachments-3"

    invoke-direct/range {v1 .. v9}, Lcom/wrenfield/notes/tool/ToolHost;-><init>(Lcom/wrenfield/notes/di/Container;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;[Lcom/wrenfield/notes/tool/Tool;)V

    .line 50
    return-object v0
.end method

.method private static timed(Lcom/wrenfield/notes/di/Container;Lcom/wrenfield/notes/tool/Tool;)Lcom/wrenfield/notes/tool/Tool;
    .registers 6

    .line 59
    new-instance v0, Lcom/wrenfield/notes/tool/TimingDecorator;

    const-class v2, Lcom/wrenfield/notes/core/Runner;

    invoke-virtual {p0, v2}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lcom/wrenfield/notes/core/Runner;

    const-class v3, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p0, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/Clock;

    invoke-direct {v0, p1, v1, v2}, Lcom/wrenfield/notes/tool/TimingDecorator;-><init>(Lcom/wrenfield/notes/tool/Tool;Lcom/wrenfield/notes/core/Runner;Lcom/wrenfield/notes/core/Clock;)V

    return-object v0
.end method


# virtual methods
.method public configure(Lcom/wrenfield/notes/di/Container;)V
    .registers 6

    .line 38
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda0;

    invoke-direct {v2}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda0;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/Clock;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 39
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda1;

    invoke-direct {v2}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda1;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/IdSource;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 41
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda2;

    invoke-direct {v2}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda2;-><init>()V

    const-class v1, Lcom/wrenfield/notes/core/Runner;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 42
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentModule;->context:Landroid/content/Context;

    invoke-static {v0}, Lcom/wrenfield/notes/di/Features;->from(Landroid/content/Context;)Lcom/wrenfield/notes/di/Features;

    move-result-object v0

    const-string v1, "attachments_durable_dedup"

    invoke-virtual {v0, v1}, Lcom/wrenfield/notes/di/Features;->on(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 43
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda3;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda3;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/core/DedupStore;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    goto :goto_0

    .line 45
    :cond_0
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda4;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda4;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/core/DedupStore;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 47
    :goto_0
    iget-object v0, p0, Lcom/wrenfield/notes/attachments/AttachmentModule;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    .line 48
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda5;

    invoke-direct {v2, v3}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda5;-><init>(Landroid/content/pm/PackageManager;)V

    const-class v1, Lcom/wrenfield/notes/core/Caller;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->bind(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 49
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda6;

    invoke-direct {v2, p0, p1}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda6;-><init>(Lcom/wrenfield/notes/attachments/AttachmentModule;Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/attachments/AttachmentStore;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 50
    new-instance v2, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda7;

    invoke-direct {v2, p1}, Lcom/wrenfield/notes/attachments/AttachmentModule$$ExternalSyntheticLambda7;-><init>(Lcom/wrenfield/notes/di/Container;)V

    const-class v1, Lcom/wrenfield/notes/tool/ToolHost;

    invoke-virtual {p1, v1, v2}, Lcom/wrenfield/notes/di/Container;->singleton(Ljava/lang/Class;Ljava/util/function/Supplier;)V

    .line 56
    return-void
.end method

.method public synthetic lambda$configure$4$com-wrenfield-notes-attachments-AttachmentModule(Lcom/wrenfield/notes/di/Container;)Lcom/wrenfield/notes/attachments/AttachmentStore;
    .registers 6

    .line 49
    new-instance v0, Lcom/wrenfield/notes/attachments/AttachmentStore;

    iget-object v1, p0, Lcom/wrenfield/notes/attachments/AttachmentModule;->context:Landroid/content/Context;

    const-class v3, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-virtual {p1, v3}, Lcom/wrenfield/notes/di/Container;->get(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Lcom/wrenfield/notes/core/WrenfieldDb;

    invoke-direct {v0, v1, v2}, Lcom/wrenfield/notes/attachments/AttachmentStore;-><init>(Landroid/content/Context;Lcom/wrenfield/notes/core/WrenfieldDb;)V

    return-object v0
.end method
