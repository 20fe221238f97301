.class public final Lapp/trailmark/logbook/cetp/ResultFile$Companion;
.super Ljava/lang/Object;
.source "ResultFile.kt"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 19
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public synthetic constructor <init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 2

    invoke-direct {p0}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;-><init>()V

    return-void
.end method

.method public static synthetic of$default(Lapp/trailmark/logbook/cetp/ResultFile$Companion;Ljava/io/File;IILjava/lang/Object;)Lapp/trailmark/logbook/cetp/ResultFile;
    .registers 6

    .line 22
    and-int/lit8 v0, p3, 0x2

    if-eqz v0, :cond_0

    const/high16 p2, 0x10000000

    :cond_0
    invoke-virtual {p0, p1, p2}, Lapp/trailmark/logbook/cetp/ResultFile$Companion;->of(Ljava/io/File;I)Lapp/trailmark/logbook/cetp/ResultFile;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final inlineOrTooLarge(Ljava/io/File;)Lapp/trailmark/logbook/cetp/ToolResult;
    .registers 10

    const-string v1, "file"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 27
    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v0

    const-wide/32 v2, 0x40000

    cmp-long v0, v0, v2

    if-lez v0, :cond_0

    .line 28
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Failed;

    sget-object v2, Lapp/trailmark/logbook/cetp/ErrorCode;->RESULT_TOO_LARGE:Lapp/trailmark/logbook/cetp/ErrorCode;

    const-string v3, "This result is too large without large_results."

    invoke-direct {v0, v2, v3}, Lapp/trailmark/logbook/cetp/ToolResult$Failed;-><init>(Lapp/trailmark/logbook/cetp/ErrorCode;Ljava/lang/String;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    goto :goto_0

    .line 30
    :cond_0
    new-instance v0, Lapp/trailmark/logbook/cetp/ToolResult$Done;

    new-instance v2, Lorg/json/JSONObject;

    const/4 v5, 0x0

    const/4 v6, 0x1

    const/4 v7, 0x0

    invoke-static {p1, v5, v6, v7}, Lkotlin/io/FilesKt;->readText$default(Ljava/io/File;Ljava/nio/charset/Charset;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v2, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {v0, v2}, Lapp/trailmark/logbook/cetp/ToolResult$Done;-><init>(Lorg/json/JSONObject;)V

    check-cast v0, Lapp/trailmark/logbook/cetp/ToolResult;

    .line 31
    :goto_0
    return-object v0
.end method

.method public final of(Ljava/io/File;I)Lapp/trailmark/logbook/cetp/ResultFile;
    .registers 9

    const-string v1, "file"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    new-instance v0, Lapp/trailmark/logbook/cetp/ResultFile;

    invoke-static {p1, p2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v2

    const-string v4, "open(...)"

    invoke-static {v2, v4}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    invoke-virtual {p1}, Ljava/io/File;->length()J

    move-result-wide v3

    invoke-static {p1}, Lapp/trailmark/logbook/cetp/TokensKt;->sha256Hex(Ljava/io/File;)Ljava/lang/String;

    move-result-object v5

    move-object v1, v2

    move-wide v2, v3

    move-object v4, v5

    const/4 v5, 0x0

    invoke-direct/range {v0 .. v5}, Lapp/trailmark/logbook/cetp/ResultFile;-><init>(Landroid/os/ParcelFileDescriptor;JLjava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    return-object v0
.end method
