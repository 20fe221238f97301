.class public final Lapp/larder/home/work/ShareListWorker;
.super Lapp/larder/home/work/Worker;
.source "Workers.kt"


# instance fields
.field private final authority:Ljava/lang/String;

.field private final dir:Ljava/io/File;

.field private final fileName:Ljava/lang/String;

.field private final files:Lapp/larder/home/data/SharedFileDao;

.field private final provider:Ljava/lang/String;

.field private final shopping:Lapp/larder/home/data/ShoppingDao;


# direct methods
.method public constructor <init>(Lapp/larder/home/work/WorkParams;Lapp/larder/home/data/ShoppingDao;Lapp/larder/home/data/SharedFileDao;Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 9

    const-string v0, "params"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "shopping"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "files"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "dir"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "provider"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "authority"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "fileName"

    invoke-static {p7, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 31
    invoke-direct {p0, p1}, Lapp/larder/home/work/Worker;-><init>(Lapp/larder/home/work/WorkParams;)V

    .line 33
    iput-object p2, p0, Lapp/larder/home/work/ShareListWorker;->shopping:Lapp/larder/home/data/ShoppingDao;

    .line 34
    iput-object p3, p0, Lapp/larder/home/work/ShareListWorker;->files:Lapp/larder/home/data/SharedFileDao;

    .line 35
    iput-object p4, p0, Lapp/larder/home/work/ShareListWorker;->dir:Ljava/io/File;

    .line 36
    iput-object p5, p0, Lapp/larder/home/work/ShareListWorker;->provider:Ljava/lang/String;

    .line 37
    iput-object p6, p0, Lapp/larder/home/work/ShareListWorker;->authority:Ljava/lang/String;

    .line 38
    iput-object p7, p0, Lapp/larder/home/work/ShareListWorker;->fileName:Ljava/lang/String;

    .line 31
    return-void
.end method


# virtual methods
.method public doWork()Lapp/larder/home/work/WorkResult;
    .registers 14

    .line 41
    invoke-virtual {p0}, Lapp/larder/home/work/ShareListWorker;->getParams()Lapp/larder/home/work/WorkParams;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/home/work/WorkParams;->getInput()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "list"

    const-string v2, "groceries"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    .line 42
    iget-object v0, p0, Lapp/larder/home/work/ShareListWorker;->shopping:Lapp/larder/home/data/ShoppingDao;

    invoke-static {v8}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {p0}, Lapp/larder/home/work/ShareListWorker;->getParams()Lapp/larder/home/work/WorkParams;

    move-result-object v2

    invoke-virtual {v2}, Lapp/larder/home/work/WorkParams;->getInput()Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "include_checked"

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;Z)Z

    move-result v2

    invoke-interface {v0, v8, v2}, Lapp/larder/home/data/ShoppingDao;->entries(Ljava/lang/String;Z)Ljava/util/List;

    move-result-object v9

    .line 43
    invoke-virtual {p0}, Lapp/larder/home/work/ShareListWorker;->getParams()Lapp/larder/home/work/WorkParams;

    move-result-object v0

    invoke-virtual {v0}, Lapp/larder/home/work/WorkParams;->isStopped()Z

    move-result v0

    if-eqz v0, :cond_0

    sget-object v0, Lapp/larder/home/work/WorkResult$Stopped;->INSTANCE:Lapp/larder/home/work/WorkResult$Stopped;

    check-cast v0, Lapp/larder/home/work/WorkResult;

    return-object v0

    .line 44
    :cond_0
    new-instance v10, Lorg/json/JSONArray;

    invoke-direct {v10}, Lorg/json/JSONArray;-><init>()V

    .line 45
    invoke-interface {v9}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v11

    :goto_0
    invoke-interface {v11}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1

    invoke-interface {v11}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v12

    check-cast v12, Lapp/larder/home/data/ShoppingEntry;

    invoke-virtual {v12}, Lapp/larder/home/data/ShoppingEntry;->toJson()Lorg/json/JSONObject;

    move-result-object v1

    invoke-virtual {v10, v1}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    goto :goto_0

    .line 46
    :cond_1
    iget-object v0, p0, Lapp/larder/home/work/ShareListWorker;->dir:Ljava/io/File;

    iget-object v1, p0, Lapp/larder/home/work/ShareListWorker;->fileName:Ljava/lang/String;

    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "list"

    invoke-virtual {v2, v3, v8}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "entries"

    invoke-virtual {v2, v3, v10}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v2

    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v2

    const-string v4, "toString(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    iget-object v3, p0, Lapp/larder/home/work/ShareListWorker;->files:Lapp/larder/home/data/SharedFileDao;

    iget-object v4, p0, Lapp/larder/home/work/ShareListWorker;->provider:Ljava/lang/String;

    iget-object v5, p0, Lapp/larder/home/work/ShareListWorker;->authority:Ljava/lang/String;

    invoke-virtual {p0}, Lapp/larder/home/work/ShareListWorker;->getParams()Lapp/larder/home/work/WorkParams;

    move-result-object v6

    invoke-virtual {v6}, Lapp/larder/home/work/WorkParams;->getOwnerUid()I

    move-result v6

    invoke-interface {v9}, Ljava/util/List;->size()I

    move-result v7

    invoke-static/range {v0 .. v7}, Lapp/larder/home/work/WorkersKt;->access$publish(Ljava/io/File;Ljava/lang/String;Ljava/lang/String;Lapp/larder/home/data/SharedFileDao;Ljava/lang/String;Ljava/lang/String;II)Lapp/larder/home/work/WorkResult;

    move-result-object v0

    return-object v0
.end method
