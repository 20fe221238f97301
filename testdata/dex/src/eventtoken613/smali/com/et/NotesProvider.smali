.class public final Lcom/et/NotesProvider;
.super Landroid/content/ContentProvider;
.source "NotesProvider.java"

# instance fields
.field private final bus:Lcom/et/Bus;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 13
    invoke-direct {v2}, Landroid/content/ContentProvider;-><init>()V
    .line 14
    new-instance v1, Lcom/et/Bus;
    invoke-direct {v1}, Lcom/et/Bus;-><init>()V
    iput-object v1, v2, Lcom/et/NotesProvider;->bus:Lcom/et/Bus;
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 2
    .line 18
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9
    .line 23
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 24
    const-string v0, "negotiate"
    invoke-virtual {v0, v6}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-eqz v0, :L45
    .line 25
    const-string v1, "session_token"
    iget-object v2, v5, Lcom/et/NotesProvider;->bus:Lcom/et/Bus;
    new-instance v3, Lcom/et/Bus$SessionRequest;
    invoke-direct {v3}, Lcom/et/Bus$SessionRequest;-><init>()V
    invoke-virtual {v2, v3}, Lcom/et/Bus;->post(Lcom/et/Bus$SessionRequest;)Lcom/et/Bus$SessionRequest;
    move-result-object v2
    iget-object v2, v2, Lcom/et/Bus$SessionRequest;->token:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :L78
:L45
    .line 27
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 28
    const-string v1, "resume_token"
    iget-object v2, v5, Lcom/et/NotesProvider;->bus:Lcom/et/Bus;
    new-instance v3, Lcom/et/Bus$TokenRequest;
    invoke-direct {v3}, Lcom/et/Bus$TokenRequest;-><init>()V
    invoke-virtual {v2, v3}, Lcom/et/Bus;->post(Lcom/et/Bus$TokenRequest;)Lcom/et/Bus$TokenRequest;
    move-result-object v2
    iget-object v2, v2, Lcom/et/Bus$TokenRequest;->token:Ljava/lang/String;
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
:L78
    .line 30
    return-object v4
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 35
    const/4 v0, 0x0
    return-object v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 40
    const/4 v0, 0x0
    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 45
    const/4 v0, 0x0
    return-object v0
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 50
    const/4 v0, 0x0
    return v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 55
    const/4 v0, 0x0
    return v0
.end method

