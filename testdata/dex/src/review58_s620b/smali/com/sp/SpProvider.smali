.class public Lcom/sp/SpProvider;
.super Landroid/content/ContentProvider;
.source "SpProvider.java"

# instance fields
.field private notes:Lcom/sp/NotesTools;
.field private archive:Lcom/sp/ArchiveTools;


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 10
    invoke-direct {v1}, Landroid/content/ContentProvider;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 6
    .line 16
    new-instance v0, Lcom/sp/Tickets;
    invoke-direct {v0}, Lcom/sp/Tickets;-><init>()V
    move-object v4, v0
    .line 17
    new-instance v1, Lcom/sp/NotesTools;
    invoke-virtual {v5}, Lcom/sp/SpProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3, v4}, Lcom/sp/NotesTools;-><init>(Landroid/content/Context;Lcom/sp/Tickets;)V
    iput-object v1, v5, Lcom/sp/SpProvider;->notes:Lcom/sp/NotesTools;
    .line 18
    new-instance v1, Lcom/sp/ArchiveTools;
    invoke-virtual {v5}, Lcom/sp/SpProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-direct {v1, v3, v4}, Lcom/sp/ArchiveTools;-><init>(Landroid/content/Context;Lcom/sp/Tickets;)V
    iput-object v1, v5, Lcom/sp/SpProvider;->archive:Lcom/sp/ArchiveTools;
    .line 19
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 24
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v3
    .line 25
    if-eqz v8, :L26
    const/16 v1, 0x27fa
    if-ne v3, v1, :L26
    const-string v0, "execute_tool"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L34
:L26
    .line 26
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
:L34
    .line 28
    const-string v1, "tool_name"
    const-string v2, ""
    invoke-virtual {v8, v1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    .line 29
    const-string v1, "delete_note"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L65
    .line 30
    iget-object v0, v5, Lcom/sp/SpProvider;->notes:Lcom/sp/NotesTools;
    invoke-virtual {v0, v8, v3}, Lcom/sp/NotesTools;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L65
    .line 32
    const-string v1, "purge_archive"
    invoke-virtual {v4, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L86
    .line 33
    iget-object v0, v5, Lcom/sp/SpProvider;->archive:Lcom/sp/ArchiveTools;
    invoke-virtual {v0, v8, v3}, Lcom/sp/ArchiveTools;->execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L86
    .line 35
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 50
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 55
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 60
    const/4 v0, 0x0
    return v0
.end method

