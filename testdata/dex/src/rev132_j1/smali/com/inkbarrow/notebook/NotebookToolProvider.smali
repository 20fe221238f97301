.class public final Lcom/inkbarrow/notebook/NotebookToolProvider;
.super Lcom/inkbarrow/cetp/InkToolProvider;
.source "NotebookToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkbarrow/notebook/NotebookToolProvider$ListNotesTool;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$ExportArgs;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$NoteArgs;,
        Lcom/inkbarrow/notebook/NotebookToolProvider$NotebookArgs;
    }
.end annotation


# static fields
.field static final APPEND_NOTE:Ljava/lang/String; = "append_note"

.field static final EXPORT_NOTEBOOK:Ljava/lang/String; = "export_notebook"

.field static final IMPORT_NOTES:Ljava/lang/String; = "import_notes"

.field private static final KEYFOLD_APPROVE:Ljava/lang/String; = "app.keyfold.approve.ApproveRequestActivity"

.field private static final KEYFOLD_PACKAGE:Ljava/lang/String; = "app.keyfold"

.field static final LIST_NOTES:Ljava/lang/String; = "list_notes"

.field private static final SAFE_FILE_NAME:Ljava/util/regex/Pattern;

.field private static final TAG:Ljava/lang/String; = "NotebookTools"

.field static final WIPE_NOTEBOOK:Ljava/lang/String; = "wipe_notebook"


# direct methods
.method static bridge synthetic -$$Nest$mlocked(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/lang/String;)Z
    .registers 2

    invoke-direct {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider;->locked(Ljava/lang/String;)Z

    move-result p0

    return p0
.end method

.method static bridge synthetic -$$Nest$sfgetSAFE_FILE_NAME()Ljava/util/regex/Pattern;
    .registers 1

    sget-object v0, Lcom/inkbarrow/notebook/NotebookToolProvider;->SAFE_FILE_NAME:Ljava/util/regex/Pattern;

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 1

    .line 45
    const-string v0, "[A-Za-z0-9][A-Za-z0-9 _-]{0,59}\\.md"

    invoke-static {v0}, Ljava/util/regex/Pattern;->compile(Ljava/lang/String;)Ljava/util/regex/Pattern;

    move-result-object v0

    sput-object v0, Lcom/inkbarrow/notebook/NotebookToolProvider;->SAFE_FILE_NAME:Ljava/util/regex/Pattern;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 36
    invoke-direct {p0}, Lcom/inkbarrow/cetp/InkToolProvider;-><init>()V

    return-void
.end method

.method static synthetic access$000(Lcom/inkbarrow/notebook/NotebookToolProvider;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 36
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/inkbarrow/notebook/NotebookToolProvider;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic access$100(Lcom/inkbarrow/notebook/NotebookToolProvider;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 5

    .line 36
    invoke-virtual {p0, p1, p2, p3, p4}, Lcom/inkbarrow/notebook/NotebookToolProvider;->audit(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method static synthetic access$200(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$300(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$400(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$500(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$600(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/lang/String;)Ljava/io/File;
    .registers 3

    .line 36
    invoke-virtual {p0, p1}, Lcom/inkbarrow/notebook/NotebookToolProvider;->exportFile(Ljava/lang/String;)Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$700(Lcom/inkbarrow/notebook/NotebookToolProvider;Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/FileNotFoundException;
        }
    .end annotation

    .line 36
    invoke-virtual {p0, p1, p2}, Lcom/inkbarrow/notebook/NotebookToolProvider;->openResult(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$800(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method static synthetic access$900(Lcom/inkbarrow/notebook/NotebookToolProvider;)Landroid/database/sqlite/SQLiteDatabase;
    .registers 2

    .line 36
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    return-object v0
.end method

.method private locked(Ljava/lang/String;)Z
    .registers 13

    .line 130
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x1

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "locked"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    new-array v4, v4, [Ljava/lang/String;

    const/4 v6, 0x0

    aput-object p1, v4, v6

    const-string v1, "notebooks"

    const-string v3, "name = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v8

    .line 132
    :try_start_0
    invoke-interface {v8}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v1, 0x0

    invoke-interface {v8, v1}, Landroid/database/Cursor;->getInt(I)I
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    move v9, v0

    .line 133
    if-eqz v8, :cond_1

    invoke-interface {v8}, Landroid/database/Cursor;->close()V

    .line 132
    :cond_1
    return v9

    :catch_0
    move-exception v9

    .line 130
    if-eqz v8, :cond_2

    :try_start_1
    invoke-interface {v8}, Landroid/database/Cursor;->close()V
    :try_end_1
    .catch Ljava/lang/Throwable; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    :catch_1
    move-exception v10

    invoke-virtual {v9, v10}, Ljava/lang/Throwable;->addSuppressed(Ljava/lang/Throwable;)V

    :cond_2
    :goto_1
    throw v9
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 84
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

    .line 85
    const-string v1, "access"

    invoke-virtual {v0, v1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "sensitivity"

    const-string v2, "personal"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 84
    return-object v0
.end method

.method static splitNotes(Ljava/lang/String;)Ljava/util/List;
    .registers 12
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            ")",
            "Ljava/util/List<",
            "[",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation

    .line 138
    new-instance v5, Ljava/util/ArrayList;

    invoke-direct {v5}, Ljava/util/ArrayList;-><init>()V

    .line 139
    const/4 v6, 0x0

    .line 140
    new-instance v7, Ljava/lang/StringBuilder;

    invoke-direct {v7}, Ljava/lang/StringBuilder;-><init>()V

    .line 141
    const-string v1, "\n"

    const/4 v2, -0x1

    invoke-virtual {p0, v1, v2}, Ljava/lang/String;->split(Ljava/lang/String;I)[Ljava/lang/String;

    move-result-object v8

    .line 142
    const/4 v9, 0x0

    :goto_0
    array-length v1, v8

    if-ge v9, v1, :cond_4

    .line 143
    aget-object v10, v8, v9

    .line 144
    const-string v1, "#"

    invoke-virtual {v10, v1}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v0

    if-eqz v0, :cond_3

    .line 145
    if-nez v6, :cond_0

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->length()I

    move-result v0

    if-lez v0, :cond_1

    .line 146
    :cond_0
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v6, v1, v3

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v1, v3

    invoke-interface {v5, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 148
    :cond_1
    const-string v1, "^#+"

    const-string v2, ""

    invoke-virtual {v10, v1, v2}, Ljava/lang/String;->replaceFirst(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v6

    .line 149
    invoke-virtual {v6}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-eqz v0, :cond_2

    .line 150
    new-instance v0, Ljava/lang/IllegalArgumentException;

    add-int/lit8 v2, v9, 0x1

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "line "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, ": a heading needs text"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v2, v3

    invoke-direct {v0, v2}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 152
    :cond_2
    const/4 v1, 0x0

    invoke-virtual {v7, v1}, Ljava/lang/StringBuilder;->setLength(I)V

    goto :goto_1

    .line 154
    :cond_3
    invoke-virtual {v7, v10}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 142
    :goto_1
    add-int/lit8 v9, v9, 0x1

    goto :goto_0

    .line 157
    :cond_4
    if-nez v6, :cond_5

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->length()I

    move-result v0

    if-lez v0, :cond_6

    .line 158
    :cond_5
    const/4 v1, 0x2

    new-array v1, v1, [Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v6, v1, v3

    invoke-virtual {v7}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/String;->trim()Ljava/lang/String;

    move-result-object v4

    const/4 v3, 0x1

    aput-object v4, v1, v3

    invoke-interface {v5, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 160
    :cond_6
    return-object v5
.end method


# virtual methods
.method protected confirmationScreen(Ljava/lang/String;)Landroid/content/ComponentName;
    .registers 5

    .line 102
    const-string v0, "wipe_notebook"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 104
    new-instance v0, Landroid/content/ComponentName;

    const-string v1, "app.keyfold"

    const-string v2, "app.keyfold.approve.ApproveRequestActivity"

    invoke-direct {v0, v1, v2}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    return-object v0

    .line 106
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

    .line 90
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/inkbarrow/cetp/Tool;

    new-instance v2, Lcom/inkbarrow/notebook/NotebookToolProvider$ListNotesTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$ListNotesTool;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    const/4 v1, 0x0

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$AppendNoteTool;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    const/4 v1, 0x1

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$ImportNotesTool;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    const/4 v1, 0x2

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$ExportNotebookTool;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    const/4 v1, 0x3

    aput-object v2, v0, v1

    new-instance v2, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;

    invoke-direct {v2, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$WipeNotebookTool;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    const/4 v1, 0x4

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

    .line 75
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 76
    const-string v1, "provider_name"

    const-string v2, "Inkbarrow Notebook"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 77
    const-string v1, "description"

    const-string v2, "Handwritten and typed notes, kept in notebooks"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    new-instance v2, Lorg/json/JSONArray;

    invoke-direct {v2}, Lorg/json/JSONArray;-><init>()V

    .line 79
    const-string v3, "notes.read"

    const-string v4, "Read your notes"

    const-string v5, "read"

    invoke-static {v3, v4, v5}, Lcom/inkbarrow/notebook/NotebookToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 80
    const-string v3, "notes.write"

    const-string v4, "Add, import and wipe notes"

    const-string v5, "write"

    invoke-static {v3, v4, v5}, Lcom/inkbarrow/notebook/NotebookToolProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    move-result-object v2

    .line 78
    const-string v1, "scopes"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 75
    return-object v0
.end method

.method protected exportDir()Ljava/io/File;
    .registers 4

    .line 126
    new-instance v0, Ljava/io/File;

    invoke-super {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->exportDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "notebooks"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method protected flagsFor(Ljava/lang/String;)I
    .registers 4

    .line 112
    invoke-super {p0, p1}, Lcom/inkbarrow/cetp/InkToolProvider;->flagsFor(Ljava/lang/String;)I

    move-result v0

    const/high16 v1, 0x8000000

    or-int/2addr v0, v1

    return v0
.end method

.method protected newTokenSource()Lcom/inkbarrow/cetp/TokenSource;
    .registers 3

    .line 97
    new-instance v0, Lcom/inkbarrow/cetp/TokenSource$Builder;

    invoke-direct {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;-><init>()V

    new-instance v1, Ljava/util/Random;

    invoke-direct {v1}, Ljava/util/Random;-><init>()V

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->random(Ljava/util/Random;)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    const/16 v1, 0x18

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/TokenSource$Builder;->bytes(I)Lcom/inkbarrow/cetp/TokenSource$Builder;

    move-result-object v0

    invoke-virtual {v0}, Lcom/inkbarrow/cetp/TokenSource$Builder;->build()Lcom/inkbarrow/cetp/TokenSource;

    move-result-object v0

    return-object v0
.end method

.method public onCreate()Z
    .registers 3

    .line 49
    invoke-super {p0}, Lcom/inkbarrow/cetp/InkToolProvider;->onCreate()Z

    move-result v0

    if-nez v0, :cond_0

    .line 50
    const/4 v0, 0x0

    return v0

    .line 53
    :cond_0
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->events()Lcom/inkbarrow/cetp/ToolEvents;

    move-result-object v0

    new-instance v1, Lcom/inkbarrow/notebook/NotebookToolProvider$1;

    invoke-direct {v1, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$1;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolEvents;->addStartListener(Lcom/inkbarrow/cetp/ToolEvents$StartListener;)V

    .line 59
    invoke-virtual {p0}, Lcom/inkbarrow/notebook/NotebookToolProvider;->events()Lcom/inkbarrow/cetp/ToolEvents;

    move-result-object v0

    new-instance v1, Lcom/inkbarrow/notebook/NotebookToolProvider$2;

    invoke-direct {v1, p0}, Lcom/inkbarrow/notebook/NotebookToolProvider$2;-><init>(Lcom/inkbarrow/notebook/NotebookToolProvider;)V

    invoke-virtual {v0, v1}, Lcom/inkbarrow/cetp/ToolEvents;->addFinishListener(Lcom/inkbarrow/cetp/ToolEvents$FinishListener;)V

    .line 65
    const/4 v0, 0x1

    return v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 70
    const-string v0, "com.inkbarrow.notebook"

    return-object v0
.end method

.method protected verifyResume(Lcom/inkbarrow/cetp/ToolCall;)I
    .registers 7

    .line 117
    invoke-super {p0, p1}, Lcom/inkbarrow/cetp/InkToolProvider;->verifyResume(Lcom/inkbarrow/cetp/ToolCall;)I

    move-result v4

    .line 118
    const/4 v1, 0x1

    if-eq v4, v1, :cond_0

    .line 119
    invoke-virtual {p1}, Lcom/inkbarrow/cetp/ToolCall;->tool()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    const-string v3, " resumed without approval: "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    move-object v1, v2

    const-string v0, "NotebookTools"

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 121
    :cond_0
    return v4
.end method
