.class public final Lcom/ch/NotesProvider;
.super Lcom/ch/ToolHost;
.source "NotesProvider.java"


# direct methods
.method public constructor <init>()V
    .registers 2
    .line 6
    invoke-direct {v1}, Lcom/ch/ToolHost;-><init>()V
    return-void
.end method


# virtual methods
.method public onCreate()Z
    .registers 3
    .line 9
    iget-object v0, v2, Lcom/ch/NotesProvider;->chain:Ljava/util/List;
    new-instance v1, Lcom/ch/SessionCheck;
    invoke-direct {v1}, Lcom/ch/SessionCheck;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 10
    iget-object v0, v2, Lcom/ch/NotesProvider;->chain:Ljava/util/List;
    new-instance v1, Lcom/ch/SizeCheck;
    invoke-direct {v1}, Lcom/ch/SizeCheck;-><init>()V
    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    .line 11
    const/4 v0, 0x1
    return v0
.end method

.method serve(Ljava/lang/String;Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 7
    .line 16
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v2, v0
    .line 17
    const-string v1, "status"
    invoke-virtual {v2, v1, v4}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 18
    return-object v2
.end method

