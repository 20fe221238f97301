.class public final Lcom/hearthkit/HistoryExport;
.super Ljava/lang/Object;
.source "Jobs.kt"

# instance fields
.field private final dir:Ljava/io/File;
.field private file:Ljava/io/File;
.field private final name:Ljava/lang/String;
.field private problem:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/io/File;Ljava/lang/String;)V
    .registers 4
    const-string v0, "dir"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "name"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/hearthkit/HistoryExport;->dir:Ljava/io/File;
    iput-object p2, p0, Lcom/hearthkit/HistoryExport;->name:Ljava/lang/String;
    return-void
.end method

.method public synthetic constructor <init>(Ljava/io/File;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4
    invoke-direct {p0, p1, p2}, Lcom/hearthkit/HistoryExport;-><init>(Ljava/io/File;Ljava/lang/String;)V
    return-void
.end method


# virtual methods
.method public final getFile()Ljava/io/File;
    .registers 2
    .line 20
    iget-object v0, p0, Lcom/hearthkit/HistoryExport;->file:Ljava/io/File;
    if-eqz v0, :L9
    return-object v0
:L9
    const-string v0, "file"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    .line 21
    const/4 v0, 0x0
    return-object v0
.end method

.method public final getProblem()Ljava/lang/String;
    .registers 2
    .line 22
    iget-object v0, p0, Lcom/hearthkit/HistoryExport;->problem:Ljava/lang/String;
    if-eqz v0, :L9
    return-object v0
:L9
    const-string v0, "problem"
    invoke-static {v0}, Lkotlin/jvm/internal/Intrinsics;->throwUninitializedPropertyAccessException(Ljava/lang/String;)V
    .line 23
    const/4 v0, 0x0
    return-object v0
.end method

.method public final run(Ljava/util/List;)Z
    .registers 9
    const-string v1, "rows"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
:L6
    .line 26
    sget-object v1, Lcom/hearthkit/ExportFiles;->INSTANCE:Lcom/hearthkit/ExportFiles;
    iget-object v2, p0, Lcom/hearthkit/HistoryExport;->dir:Ljava/io/File;
    iget-object v3, p0, Lcom/hearthkit/HistoryExport;->name:Ljava/lang/String;
    invoke-virtual {v1, v2, v3}, Lcom/hearthkit/ExportFiles;->target-_4K5EGs(Ljava/io/File;Ljava/lang/String;)Ljava/io/File;
    move-result-object v1
    iput-object v1, p0, Lcom/hearthkit/HistoryExport;->file:Ljava/io/File;
    .line 27
    invoke-virtual {p0}, Lcom/hearthkit/HistoryExport;->getFile()Ljava/io/File;
    move-result-object v0
    new-instance v1, Lorg/json/JSONArray;
    move-object v3, p1
    check-cast v3, Ljava/util/Collection;
    invoke-direct {v1, v3}, Lorg/json/JSONArray;-><init>(Ljava/util/Collection;)V
    invoke-virtual {v1}, Lorg/json/JSONArray;->toString()Ljava/lang/String;
    move-result-object v1
    const-string v3, "toString(...)"
    invoke-static {v1, v3}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    const/4 v2, 0x0
    const/4 v3, 0x2
    const/4 v4, 0x0
    invoke-static {v0, v1, v2, v3, v4}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V
    .line 28
    const/4 v5, 0x1
:L57
    goto :L76
:L60
    .line 29
    move-exception v6
    .line 30
    invoke-virtual {v6}, Ljava/io/IOException;->getMessage()Ljava/lang/String;
    move-result-object v1
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "Export failed: "
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    iput-object v1, p0, Lcom/hearthkit/HistoryExport;->problem:Ljava/lang/String;
    .line 31
    const/4 v5, 0x0
:L76
    .line 32
    return v5
    .catch Ljava/io/IOException; {:L6 .. :L57} :L60
.end method
