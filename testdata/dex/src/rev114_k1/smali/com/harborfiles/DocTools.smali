.class public final Lcom/harborfiles/DocTools;
.super Ljava/lang/Object;
.source "DocTools.kt"

# static fields
.field public static final INSTANCE:Lcom/harborfiles/DocTools;

.field private static final all:Ljava/util/List;


# direct methods
.method static constructor <clinit>()V
    .registers 6

    new-instance v0, Lcom/harborfiles/DocTools;
    invoke-direct {v0}, Lcom/harborfiles/DocTools;-><init>()V
    sput-object v0, Lcom/harborfiles/DocTools;->INSTANCE:Lcom/harborfiles/DocTools;
    .line 16
    const/16 v0, 0x9
    new-array v5, v0, [Lcom/harborfiles/DocTool;
    const/4 v1, 0x0
    new-instance v2, Lcom/harborfiles/DocTool$Reader;
    const-string v3, "list_docs"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Reader;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    const/4 v1, 0x1
    .line 17
    new-instance v2, Lcom/harborfiles/DocTool$Reader;
    const-string v3, "open_doc"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Reader;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x2
    .line 18
    new-instance v2, Lcom/harborfiles/DocTool$Reader;
    const-string v3, "preview_doc"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Reader;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x3
    .line 19
    new-instance v2, Lcom/harborfiles/DocTool$Writer;
    const-string v3, "import_doc"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Writer;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x4
    .line 20
    new-instance v2, Lcom/harborfiles/DocTool$Writer;
    const-string v3, "rename_doc"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Writer;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x5
    .line 21
    new-instance v2, Lcom/harborfiles/DocTool$Writer;
    const-string v3, "publish_doc"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Writer;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x6
    .line 22
    new-instance v2, Lcom/harborfiles/DocTool$Writer;
    const-string v3, "restore_version"
    invoke-direct {v2, v3}, Lcom/harborfiles/DocTool$Writer;-><init>(Ljava/lang/String;)V
    aput-object v2, v5, v1
    .line 16
    const/4 v1, 0x7
    .line 23
    new-instance v2, Lcom/harborfiles/DocTool$Cleanup;
    const-string v3, "trash_doc"
    sget-object v4, Lcom/harborfiles/CleanupMode;->TRASH:Lcom/harborfiles/CleanupMode;
    invoke-direct {v2, v3, v4}, Lcom/harborfiles/DocTool$Cleanup;-><init>(Ljava/lang/String;Lcom/harborfiles/CleanupMode;)V
    aput-object v2, v5, v1
    .line 16
    const/16 v1, 0x8
    .line 24
    new-instance v2, Lcom/harborfiles/DocTool$Cleanup;
    const-string v3, "shred_doc"
    sget-object v4, Lcom/harborfiles/CleanupMode;->SHRED:Lcom/harborfiles/CleanupMode;
    invoke-direct {v2, v3, v4}, Lcom/harborfiles/DocTool$Cleanup;-><init>(Ljava/lang/String;Lcom/harborfiles/CleanupMode;)V
    aput-object v2, v5, v1
    .line 15
    invoke-static {v5}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;
    move-result-object v0
    sput-object v0, Lcom/harborfiles/DocTools;->all:Ljava/util/List;
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 14
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final find(Ljava/lang/String;)Lcom/harborfiles/DocTool;
    .registers 7

    const-string v1, "name"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 27
    sget-object v2, Lcom/harborfiles/DocTools;->all:Ljava/util/List;
    .line 62
    invoke-interface {v2}, Ljava/lang/Iterable;->iterator()Ljava/util/Iterator;
    move-result-object v2
    :L23
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L69
    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v3
    move-object v0, v3
    check-cast v0, Lcom/harborfiles/DocTool;
    move-object v4, v0
    .line 27
    invoke-virtual {v4}, Lcom/harborfiles/DocTool;->getName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    .line 62
    if-eqz v0, :L23
    move-object v0, v3
    goto :L70
    :L69
    .line 63
    const/4 v0, 0x0
    :L70
    check-cast v0, Lcom/harborfiles/DocTool;
    .line 27
    return-object v0
.end method
