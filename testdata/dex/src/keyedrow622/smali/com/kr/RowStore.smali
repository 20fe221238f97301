.class final Lcom/kr/RowStore;
.super Ljava/lang/Object;
.source "RowStore.java"

# instance fields
.field private final index:Landroid/content/SharedPreferences;
.field private final dir:Ljava/io/File;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 16
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    .line 17
    const-string v2, "rows"
    const/4 v3, 0x0
    invoke-virtual {v6, v2, v3}, Landroid/content/Context;->getSharedPreferences(Ljava/lang/String;I)Landroid/content/SharedPreferences;
    move-result-object v1
    iput-object v1, v5, Lcom/kr/RowStore;->index:Landroid/content/SharedPreferences;
    .line 18
    new-instance v1, Ljava/io/File;
    invoke-virtual {v6}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "docs"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/kr/RowStore;->dir:Ljava/io/File;
    .line 19
    return-void
.end method


# virtual methods
.method row(Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .line 23
    iget-object v0, v5, Lcom/kr/RowStore;->index:Landroid/content/SharedPreferences;
    const/4 v2, 0x0
    invoke-interface {v0, v6, v2}, Landroid/content/SharedPreferences;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    .line 24
    if-nez v3, :L18
    .line 25
    const/4 v0, 0x0
    return-object v0
:L18
    .line 27
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, v3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    move-object v4, v0
    .line 28
    const-string v1, "id"
    invoke-virtual {v4, v1, v6}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    .line 29
    return-object v4
.end method

.method draft(Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 5
    .line 34
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V
    const-string v1, "id"
    invoke-virtual {v0, v1, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    const-string v1, "file"
    invoke-virtual {v0, v1, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;
    move-result-object v0
    return-object v0
.end method

.method openStored(Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    .registers 9
    .line 38
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v7, Lcom/kr/RowStore;->dir:Ljava/io/File;
    const-string v6, "file"
    invoke-virtual {v8, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    return-object v0
.end method

.method openDraft(Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    .registers 9
    .line 42
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v7, Lcom/kr/RowStore;->dir:Ljava/io/File;
    const-string v6, "file"
    invoke-virtual {v8, v6}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    return-object v0
.end method

