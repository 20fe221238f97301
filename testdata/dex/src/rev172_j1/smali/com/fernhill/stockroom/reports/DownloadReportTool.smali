.class public final Lcom/fernhill/stockroom/reports/DownloadReportTool;
.super Lcom/fernhill/stockroom/core/Tool;
.source "DownloadReportTool.java"


# static fields
.field private static final SPEC:Lcom/fernhill/stockroom/core/ToolSpec;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 9
    const-string v0, "download_report"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/ToolSpec;->named(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 10
    const-string v1, "Download a report"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->title(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 11
    const-string v1, "Returns a report document this app built; large reports come back as a file."

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->description(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 12
    const-string v1, "reports.read"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->scope(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 13
    const-string v1, "{\"type\":\"object\",\"properties\":{\"report_id\":{\"type\":\"string\",\"pattern\":\"^rp_[0-9a-f]{16}$\"}},\"required\":[\"report_id\"],\"additionalProperties\":false}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->input(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 15
    const-string v1, "{\"type\":\"object\",\"properties\":{\"kind\":{\"type\":\"string\"},\"generated_at\":{\"type\":\"integer\"},\"items\":{\"type\":\"array\"}},\"required\":[\"kind\",\"generated_at\",\"items\"]}"

    invoke-virtual {v0, v1}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->output(Ljava/lang/String;)Lcom/fernhill/stockroom/core/ToolSpec$Builder;

    move-result-object v0

    .line 18
    invoke-virtual {v0}, Lcom/fernhill/stockroom/core/ToolSpec$Builder;->build()Lcom/fernhill/stockroom/core/ToolSpec;

    move-result-object v0

    sput-object v0, Lcom/fernhill/stockroom/reports/DownloadReportTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    .line 9
    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Lcom/fernhill/stockroom/core/Tool;-><init>()V

    return-void
.end method


# virtual methods
.method protected run(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/core/Tool$Outcome;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 32
    invoke-static {p1}, Lcom/fernhill/stockroom/reports/ReportShelf;->from(Lcom/fernhill/stockroom/core/ToolContext;)Lcom/fernhill/stockroom/reports/ReportShelf;

    move-result-object v0

    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v1

    const-string v2, "report_id"

    invoke-virtual {v1, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    iget v2, p1, Lcom/fernhill/stockroom/core/ToolContext;->uid:I

    invoke-virtual {v0, v1, v2}, Lcom/fernhill/stockroom/reports/ReportShelf;->ownedReport(Ljava/lang/String;I)Ljava/io/File;

    move-result-object v3

    .line 33
    if-eqz v3, :cond_0

    invoke-virtual {v3}, Ljava/io/File;->isFile()Z

    move-result v0

    if-nez v0, :cond_1

    .line 34
    :cond_0
    const-string v0, "INVALID_ARGS"

    invoke-static {v0}, Lcom/fernhill/stockroom/core/Tool$Outcome;->error(Ljava/lang/String;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0

    .line 36
    :cond_1
    invoke-static {v3}, Lcom/fernhill/stockroom/core/Tool$Outcome;->ofFile(Ljava/io/File;)Lcom/fernhill/stockroom/core/Tool$Outcome;

    move-result-object v0

    return-object v0
.end method

.method public spec()Lcom/fernhill/stockroom/core/ToolSpec;
    .registers 2

    .line 22
    sget-object v0, Lcom/fernhill/stockroom/reports/DownloadReportTool;->SPEC:Lcom/fernhill/stockroom/core/ToolSpec;

    return-object v0
.end method

.method public validate(Lcom/fernhill/stockroom/core/ToolContext;)Ljava/lang/String;
    .registers 4

    .line 27
    invoke-virtual {p1}, Lcom/fernhill/stockroom/core/ToolContext;->args()Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "report_id"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->opt(Ljava/lang/String;)Ljava/lang/Object;

    move-result-object v0

    invoke-static {v0}, Lcom/fernhill/stockroom/reports/ReportShelf;->validId(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v0, 0x0

    goto :goto_0

    :cond_0
    const-string v0, "report_id"

    :goto_0
    return-object v0
.end method
