.class final Lcom/kr/RowStore;
.super Ljava/lang/Object;
.source "RowStore.java"

# instance fields
.field private final dir:Ljava/io/File;


# direct methods
.method constructor <init>(Landroid/content/Context;)V
    .registers 7
    .line 14
    invoke-direct {v5}, Ljava/lang/Object;-><init>()V
    .line 15
    new-instance v1, Ljava/io/File;
    invoke-virtual {v6}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    const-string v4, "docs"
    invoke-direct {v1, v3, v4}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iput-object v1, v5, Lcom/kr/RowStore;->dir:Ljava/io/File;
    .line 16
    return-void
.end method

.method static fill(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    .registers 6
    .line 20
    const-string v1, "file"
    const-string v3, "file_name"
    invoke-virtual {v5, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 21
    return-void
.end method


# virtual methods
.method openJob(Ljava/lang/String;Lorg/json/JSONObject;)Ljava/io/FileInputStream;
    .registers 11
    .line 25
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v7, v0
    .line 26
    const-string v1, "id"
    invoke-virtual {v7, v1, v9}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 27
    invoke-static {v7, v10}, Lcom/kr/RowStore;->fill(Landroid/os/Bundle;Lorg/json/JSONObject;)V
    .line 28
    new-instance v0, Ljava/io/FileInputStream;
    new-instance v2, Ljava/io/File;
    iget-object v4, v8, Lcom/kr/RowStore;->dir:Ljava/io/File;
    const-string v6, "file"
    invoke-virtual {v7, v6}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-direct {v2, v4, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-direct {v0, v2}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    return-object v0
.end method

.method openSized(JLjava/lang/String;)Ljava/io/FileInputStream;
    .registers 5
    .line 32
    const/4 v0, 0x0
    return-object v0
.end method

.method openAliased(JLjava/lang/String;)Ljava/io/FileInputStream;
    .registers 5
    .line 36
    const/4 v0, 0x0
    return-object v0
.end method

