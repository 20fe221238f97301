.class public final Lcom/inkbarrow/scans/ScansToolProvider;
.super Lcom/inkbarrow/cetp/InkToolProvider;
.source "ScansToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkbarrow/scans/ScansToolProvider$ListScansTool;,
        Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;,
        Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;,
        Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;,
        Lcom/inkbarrow/scans/ScansToolProvider$ExportArgs;,
        Lcom/inkbarrow/scans/ScansToolProvider$RenameArgs;,
        Lcom/inkbarrow/scans/ScansToolProvider$AlbumArgs;
    }
.end annotation


# static fields
.field private static final APP_PACKAGE:Ljava/lang/String; = "com.inkbarrow"

.field static final DELETE_SCANS:Ljava/lang/String; = "delete_scans"

.field static final EXPORT_SCANS:Ljava/lang/String; = "export_scans"

.field static final LIST_SCANS:Ljava/lang/String; = "list_scans"

.field static final RENAME_SCAN:Ljava/lang/String; = "rename_scan"


# direct methods
.method static bridge synthetic -$$Nest$smcsv(Ljava/lang/String;)Ljava/lang/String;
    .registers 1

    invoke-static {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->csv(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method public constructor <init>()V
    .registers 1

    .line 30
    invoke-direct {p0}, Lcom/inkbarrow/cetp/InkToolProvider;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/inkbarrow/scans/ScansToolProvider;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 30
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/inkbarrow/scans/ScansToolProvider;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic access$100(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 30
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$200(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 30
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$300(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 30
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$400(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 30
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$500(Lcom/inkbarrow/scans/ScansToolProvider;Ljava/lang/String;)Ljava/io/File;
    .registers 3

    .line 30
    invoke-virtual {p0, p1}, Lcom/inkbarrow/scans/ScansToolProvider;->exportFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$600(Lcom/inkbarrow/scans/ScansToolProvider;Ljava/io/File;)Landroid/os/ParcelFileDescriptor;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 30
    invoke-virtual {p0, p1}, Lcom/inkbarrow/scans/ScansToolProvider;->openResult(Ljava/io/File;)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$700(Lcom/inkbarrow/scans/ScansToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 30
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method private static csv(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    .line 116
    const-string v1, "\""

    const-string v2, "\"\""

    invoke-virtual {p0, v1, v2}, Ljava/lang/String;->replace(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\""

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    move-object v0, v1

    return-object v0
.end method

.method static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 69
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    const-string v1, "name"

    invoke-virtual {v0, v1, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "title"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "description"

    invoke-virtual {v0, v1, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 70
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 69
    return-object v0
.end method


# virtual methods
.method protected confirmationScreen(Ljava/lang/String;)Landroid/content/ComponentName;
    .registers 5

    .line 86
    const-string v0, "delete_scans"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 88
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "com.inkbarrow"

    const-string v2, "com.inkbarrow.scans.ScanDeleteActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0

    .line 90
    :cond_0
    invoke-super {p0, p1}, Lcom/inkbarrow/cetp/InkToolProvider;->confirmationScreen(Ljava/lang/String;)Landroid/content/ComponentName;

    move-result-object v0

    return-object v0
.end method

.method protected createTools()[Lcom/inkbarrow/cetp/Tool;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()[",
            "Lcom/inkbarrow/cetp/Tool<",
            "*>;"
        }
    .end annotation

    .line 75
    const/4 v0, 0x4

    new-array v0, v0, [Lcom/inkbarrow/cetp/Tool;

    new-instance v2, Lcom/inkbarrow/scans/ScansToolProvider$ListScansTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/scans/ScansToolProvider$ListScansTool;-><init>(Lcom/inkbarrow/scans/ScansToolProvider;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/scans/ScansToolProvider$RenameScanTool;-><init>(Lcom/inkbarrow/scans/ScansToolProvider;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/scans/ScansToolProvider$ExportScansTool;-><init>(Lcom/inkbarrow/scans/ScansToolProvider;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/scans/ScansToolProvider$DeleteScansTool;-><init>(Lcom/inkbarrow/scans/ScansToolProvider;)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    return-object v0
.end method

.method protected describeProvider()Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 60
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 61
    const-string v1, "provider_name"

    const-string v2, "Inkbarrow Scans"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 62
    const-string v1, "description"

    const-string v2, "Scanned documents on this phone, filed in albums"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 64
    const-string v3, "scans.read"

    const-string v4, "See your scans"

    const-string v5, "read"

    invoke-static {v3, v4, v5}, Lcom/inkbarrow/scans/ScansToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 65
    const-string v3, "scans.write"

    const-string v4, "Rename and delete scans"

    const-string v5, "write"

    invoke-static {v3, v4, v5}, Lcom/inkbarrow/scans/ScansToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 63
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 60
    return-object v0
.end method

.method protected exportDir()Ljava/io/File;
    .registers 4

    .line 112
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "scan-exports"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method protected flagsFor(Ljava/lang/String;)I
    .registers 3

    .line 96
    const/high16 v0, 0x8000000

    return v0
.end method

.method protected newTokenSource()Lcom/inkbarrow/cetp/TokenSource;
    .registers 3

    .line 81
    invoke-super {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->newTokenSource()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    const-string v1, "scan_"

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource;->withPrefix(Ljava/lang/String;)Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 39
    invoke-super {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->onCreate()Z

    move-result v0

    if-nez v0, :cond_0

    .line 40
    const/4 v0, 0x0

    return v0

    .line 43
    :cond_0
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->events()Lcom/inkbarrow/cetp/ToolEvents;

    move-result-object v0

    new-instance v1, Lcom/inkbarrow/scans/ScansToolProvider$1;

    invoke-direct {v1, p0}, Lcom/inkbarrow/scans/ScansToolProvider$1;-><init>(Lcom/inkbarrow/scans/ScansToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolEvents;->addFinishListener(Lcom/inkbarrow/cetp/ToolEvents$FinishListener;)V

    .line 50
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 55
    const-string v0, "com.inkbarrow.scans"

    return-object v0
.end method

.method protected verifyResume(Lcom/inkbarrow/cetp/ToolCall;)I
    .registers 7

    .line 103
    invoke-virtual {p0}, Lcom/inkbarrow/scans/ScansToolProvider;->resumes()Lcom/inkbarrow/data/ResumeStore;

    move-result-object v0

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->resumeToken()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/inkbarrow/data/ResumeStore;->take(Ljava/lang/String;)Lcom/inkbarrow/data/ResumeStore$Record;

    move-result-object v4

    .line 104
    if-eqz v4, :cond_0

    invoke-virtual {v4}, Lcom/inkbarrow/data/ResumeStore$Record;->expired()Z

    move-result v0

    if-nez v0, :cond_0

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->requestId()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->argsDigest()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v4, v1, v2, v3}, Lcom/inkbarrow/data/ResumeStore$Record;->matches(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_1

    .line 105
    :cond_0
    const/4 v0, 0x3

    return v0

    .line 107
    :cond_1
    invoke-virtual {v4}, Lcom/inkbarrow/data/ResumeStore$Record;->verdict()I

    move-result v0

    return v0
.end method
