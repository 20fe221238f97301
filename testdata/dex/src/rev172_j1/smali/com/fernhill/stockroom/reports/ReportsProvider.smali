.class public final Lcom/fernhill/stockroom/reports/ReportsProvider;
.super Lcom/fernhill/stockroom/core/PluginProvider;
.source "ReportsProvider.java"


# static fields
.field private static final CAPABILITIES:Ljava/util/Set;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private static final PLUGINS:[Ljava/lang/String;

.field static final PROVIDER_ID:Ljava/lang/String; = "com.fernhill.stockroom.reports"

.field private static final TAG:Ljava/lang/String; = "ReportsProvider"


# instance fields
.field private final operationsStarted:Ljava/util/concurrent/atomic/AtomicLong;

.field private shelf:Lcom/fernhill/stockroom/reports/ReportShelf;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 32
    const/4 v0, 0x4

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "com.fernhill.stockroom.reports.ListReportsTool"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "com.fernhill.stockroom.reports.BuildReportTool"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "com.fernhill.stockroom.reports.DownloadReportTool"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "com.fernhill.stockroom.reports.ArchiveReportTool"

    aput-object v2, v0, v1

    sput-object v0, Lcom/fernhill/stockroom/reports/ReportsProvider;->PLUGINS:[Ljava/lang/String;

    .line 39
    new-instance v0, Ljava/util/LinkedHashSet;

    const/4 v1, 0x3

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    const-string v4, "async_operations"

    aput-object v4, v1, v3

    const/4 v3, 0x1

    const-string v4, "cancellation"

    aput-object v4, v1, v3

    const/4 v3, 0x2

    const-string v4, "large_results"

    aput-object v4, v1, v3

    .line 40
    invoke-static {v1}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/util/LinkedHashSet;-><init>(Ljava/util/Collection;)V

    .line 39
    invoke-static {v0}, Ljava/util/Collections;->unmodifiableSet(Ljava/util/Set;)Ljava/util/Set;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/reports/ReportsProvider;->CAPABILITIES:Ljava/util/Set;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 27
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/PluginProvider;-><init>()V

    .line 42
    new-instance v0, Ljava/util/concurrent/atomic/AtomicLong;

    invoke-direct {v0}, Ljava/util/concurrent/atomic/AtomicLong;-><init>()V

    iput-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->operationsStarted:Ljava/util/concurrent/atomic/AtomicLong;

    return-void
.end method


# virtual methods
.method protected afterCommit(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool;Lcom/fernhill/stockroom/core/Tool$Outcome;)V
    .registers 8

    .line 146
    invoke-virtual {p3}, Lcom/fernhill/stockroom/core/Tool$Outcome;->succeeded()Z

    move-result v0

    if-eqz v0, :cond_0

    iget-object v0, p3, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    instance-of v0, v0, Lorg/json/JSONObject;

    if-eqz v0, :cond_0

    .line 147
    iget-object v0, p3, Lcom/fernhill/stockroom/core/Tool$Outcome;->value:Ljava/lang/Object;

    check-cast v0, Lorg/json/JSONObject;

    const-string v1, "report_id"

    const-string v2, ""

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    .line 148
    invoke-virtual {v3}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_0

    .line 149
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->shelf:Lcom/fernhill/stockroom/reports/ReportShelf;

    invoke-virtual {v0, v3}, Lcom/fernhill/stockroom/reports/ReportShelf;->announce(Ljava/lang/String;)V

    .line 152
    :cond_0
    return-void
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 69
    const-string v0, "Build, list, download and archive stock reports."

    return-object v0
.end method

.method protected failure(Lcom/fernhill/stockroom/core/ToolContext;Ljava/lang/Throwable;)Landroid/os/Bundle;
    .registers 9

    .line 135
    move-object v4, p2

    .line 136
    :goto_0
    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eqz v0, :cond_0

    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-eq v0, v4, :cond_0

    .line 137
    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v4

    goto :goto_0

    .line 139
    :cond_0
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->toolName()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "report tool "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " failed"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "ReportsProvider"

    invoke-static {v0, v1, p2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 140
    instance-of v0, v4, Lcom/fernhill/stockroom/reports/ReportShelf$QuotaExceeded;

    if-eqz v0, :cond_1

    const-string v0, "RATE_LIMITED"

    goto :goto_1

    :cond_1
    const-string v0, "INTERNAL_ERROR"

    :goto_1
    move-object v5, v0

    .line 141
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-static {v5}, Lcom/fernhill/stockroom/core/Replies;->messageFor(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v5, v2}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected fileResult(Lcom/fernhill/stockroom/core/ToolContext;Lcom/fernhill/stockroom/core/Tool$Outcome;)Landroid/os/Bundle;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;,
            Lorg/json/JSONException;
        }
    .end annotation

    .line 125
    iget-object v4, p2, Lcom/fernhill/stockroom/core/Tool$Outcome;->file:Ljava/io/File;

    .line 126
    if-nez v4, :cond_0

    .line 127
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    const-string v1, "RESULT_TOO_LARGE"

    invoke-static {v0, v1}, Lcom/fernhill/stockroom/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 129
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->shelf:Lcom/fernhill/stockroom/reports/ReportShelf;

    invoke-virtual {v0, v4}, Lcom/fernhill/stockroom/reports/ReportShelf;->handOff(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v5

    .line 130
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->requestId()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v4}, Ljava/io/File;->length()J

    move-result-wide v1

    invoke-static {v4}, Lcom/fernhill/stockroom/core/Tokens;->sha256(Ljava/io/File;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v0, v1, v2, v3, v5}, Lcom/fernhill/stockroom/core/Replies;->file(Ljava/lang/String;JLjava/lang/String;Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method protected loadPlugins()Lcom/fernhill/stockroom/core/PluginRegistry;
    .registers 2

    .line 54
    sget-object v0, Lcom/fernhill/stockroom/reports/ReportsProvider;->PLUGINS:[Ljava/lang/String;

    invoke-static {v0}, Lcom/fernhill/stockroom/core/PluginRegistry;->load([Ljava/lang/String;)Lcom/fernhill/stockroom/core/PluginRegistry;

    move-result-object v0

    return-object v0
.end method

.method protected newOperationId()Ljava/lang/String;
    .registers 7

    .line 111
    const/16 v0, 0x10

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "op_"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v5, v1

    .line 112
    iget-object v1, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->operationsStarted:Ljava/util/concurrent/atomic/AtomicLong;

    invoke-virtual {v1}, Ljava/util/concurrent/atomic/AtomicLong;->incrementAndGet()J

    move-result-wide v1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "operation "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " since start: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "ReportsProvider"

    invoke-static {v0, v1}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I

    .line 113
    return-object v5
.end method

.method public onCreate()Z
    .registers 5

    .line 47
    invoke-super {p0}, Lcom/fernhill/stockroom/core/PluginProvider;->onCreate()Z

    .line 48
    new-instance v1, Lcom/fernhill/stockroom/reports/ReportShelf;

    invoke-virtual {p0}, Lcom/fernhill/stockroom/reports/ReportsProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    iget-object v3, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v3, v3, Lcom/fernhill/stockroom/core/Stockroom;->db:Lcom/fernhill/stockroom/core/StockDb;

    invoke-direct {v1, v2, v3}, Lcom/fernhill/stockroom/reports/ReportShelf;-><init>(Landroid/content/Context;Lcom/fernhill/stockroom/core/StockDb;)V

    iput-object v1, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->shelf:Lcom/fernhill/stockroom/reports/ReportShelf;

    .line 49
    const/4 v0, 0x1

    return v0
.end method

.method public openFile(Landroid/net/Uri;Ljava/lang/String;)Landroid/os/ParcelFileDescriptor;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 157
    const-string v0, "r"

    invoke-virtual {v0, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 158
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "reports are read-only"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 160
    :cond_0
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->shelf:Lcom/fernhill/stockroom/reports/ReportShelf;

    invoke-virtual {p1}, Landroid/net/Uri;->getLastPathSegment()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/reports/ReportShelf;->fileForCaller(Ljava/lang/String;)Ljava/io/File;

    move-result-object v3

    .line 161
    if-nez v3, :cond_1

    .line 162
    new-instance v0, Ljava/io/FileNotFoundException;

    const-string v2, "no such report"

    invoke-direct {v0, v2}, Ljava/io/FileNotFoundException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 164
    :cond_1
    const/high16 v1, 0x10000000

    invoke-static {v3, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method protected openSession(ILjava/util/Set;Ljava/util/Set;J)Ljava/lang/String;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;J)",
            "Ljava/lang/String;"
        }
    .end annotation

    .line 100
    const/16 v0, 0x20

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tokens;->random(I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method protected ownedOperation(Ljava/lang/String;ILjava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;
    .registers 7

    .line 118
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->ledger:Lcom/fernhill/stockroom/core/RequestLedger;

    invoke-virtual {v0, p1}, Lcom/fernhill/stockroom/core/RequestLedger;->operation(Ljava/lang/String;)Lcom/fernhill/stockroom/core/RequestLedger$Operation;

    move-result-object v2

    .line 119
    if-eqz v2, :cond_0

    iget-object v1, v2, Lcom/fernhill/stockroom/core/RequestLedger$Operation;->providerId:Ljava/lang/String;

    const-string v0, "com.fernhill.stockroom.reports"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    move-object v0, v2

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 59
    const-string v0, "com.fernhill.stockroom.reports"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 64
    const-string v0, "Stockroom Reports"

    return-object v0
.end method

.method protected resumeSession(Landroid/os/Bundle;I)Lcom/fernhill/stockroom/core/PluginProvider$Grant;
    .registers 7

    .line 105
    iget-object v0, p0, Lcom/fernhill/stockroom/reports/ReportsProvider;->graph:Lcom/fernhill/stockroom/core/Stockroom;

    iget-object v0, v0, Lcom/fernhill/stockroom/core/Stockroom;->gate:Lcom/fernhill/stockroom/core/CallerGate;

    const-string v1, "com.fernhill.stockroom.reports"

    invoke-virtual {v0, p2, v1}, Lcom/fernhill/stockroom/core/CallerGate;->admit(ILjava/lang/String;)Ljava/util/Set;

    move-result-object v3

    .line 106
    invoke-interface {v3}, Ljava/util/Set;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    new-instance v0, Lcom/fernhill/stockroom/core/PluginProvider$Grant;

    sget-object v2, Lcom/fernhill/stockroom/reports/ReportsProvider;->CAPABILITIES:Ljava/util/Set;

    invoke-direct {v0, p2, v2, v3}, Lcom/fernhill/stockroom/core/PluginProvider$Grant;-><init>(ILjava/util/Set;Ljava/util/Set;)V

    :goto_0
    return-object v0
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 74
    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 75
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    .line 76
    const-string v0, "name"

    const-string v1, "reports.read"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 77
    const-string v0, "title"

    const-string v1, "Read reports"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 78
    const-string v0, "description"

    const-string v1, "List and download the reports this app built"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 79
    const-string v0, "access"

    const-string v1, "read"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 80
    const-string v0, "sensitivity"

    const-string v1, "other"

    invoke-virtual {v3, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 81
    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 82
    new-instance v4, Lorg/json/JSONObject;

    invoke-direct {v4}, Lorg/json/JSONObject;-><init>()V

    .line 83
    const-string v0, "name"

    const-string v1, "reports.write"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 84
    const-string v0, "title"

    const-string v1, "Build reports"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 85
    const-string v0, "description"

    const-string v1, "Build new reports and archive old ones"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 86
    const-string v0, "access"

    const-string v1, "write"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 87
    const-string v0, "sensitivity"

    const-string v1, "other"

    invoke-virtual {v4, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 88
    invoke-virtual {v2, v4}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 89
    return-object v2
.end method

.method protected supportedCapabilities()Ljava/util/Set;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/Set<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 94
    sget-object v0, Lcom/fernhill/stockroom/reports/ReportsProvider;->CAPABILITIES:Ljava/util/Set;

    return-object v0
.end method
