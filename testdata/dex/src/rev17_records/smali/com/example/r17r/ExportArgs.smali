.class final Lcom/example/r17r/ExportArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "ExportArgs.java"

.field private final table:Ljava/lang/String;
.field private final file:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r17r/ExportArgs;->table:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r17r/ExportArgs;->file:Ljava/lang/String;
    return-void
.end method

.method private synthetic $record$getFieldsAsObjects()[Ljava/lang/Object;
    .registers 4
    .line 6
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/Object;
    iget-object v1, p0, Lcom/example/r17r/ExportArgs;->table:Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v1, v0, v2
    iget-object v1, p0, Lcom/example/r17r/ExportArgs;->file:Ljava/lang/String;
    const/4 v2, 0x1
    aput-object v1, v0, v2
    return-object v0
.end method

.method public table()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r17r/ExportArgs;->table:Ljava/lang/String;
    return-object v0
.end method

.method public file()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r17r/ExportArgs;->file:Ljava/lang/String;
    return-object v0
.end method

.method public final equals(Ljava/lang/Object;)Z
    .registers 3
    .line 6
    invoke-static {p0, p1}, Lcom/example/r17r/ExportArgs$$ExternalSyntheticRecord0;->m(Lcom/example/r17r/ExportArgs;Ljava/lang/Object;)Z
    move-result p1
    return p1
.end method

.method static synthetic access$getFields(Lcom/example/r17r/ExportArgs;)[Ljava/lang/Object;
    .registers 2
    invoke-direct {p0}, Lcom/example/r17r/ExportArgs;->$record$getFieldsAsObjects()[Ljava/lang/Object;
    move-result-object v0
    return-object v0
.end method

.method static from(Ljava/lang/String;)Lcom/example/r17r/ExportArgs;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation
    .line 9
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p0}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 10
    new-instance p0, Lcom/example/r17r/ExportArgs;
    const-string v1, "table"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    const-string v2, "file"
    invoke-virtual {v0, v2}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-direct {p0, v1, v0}, Lcom/example/r17r/ExportArgs;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    return-object p0
.end method
