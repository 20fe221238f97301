.class final Lcom/sp/NotesTools;
.super Lcom/sp/ToolSet;
.source "NotesTools.java"


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/sp/Tickets;)V
    .registers 4
    .line 10
    invoke-direct {v1, v2, v3}, Lcom/sp/ToolSet;-><init>(Landroid/content/Context;Lcom/sp/Tickets;)V
    .line 11
    return-void
.end method


# virtual methods
.method execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
    .registers 9
    .line 15
    invoke-virtual {v6, v7, v8}, Lcom/sp/NotesTools;->prepare(Landroid/os/Bundle;I)Lcom/sp/Tickets$Ticket;
    move-result-object v5
    .line 16
    if-nez v5, :L19
    .line 17
    const-string v2, "delete_note"
    invoke-virtual {v6, v8, v2}, Lcom/sp/NotesTools;->ask(ILjava/lang/String;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
:L19
    .line 20
    new-instance v0, Ljava/io/File;
    iget-object v2, v6, Lcom/sp/NotesTools;->context:Landroid/content/Context;
    invoke-virtual {v2}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v2
    const-string v3, "note.txt"
    invoke-direct {v0, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->delete()Z
:L39
    .line 22
    iget-object v0, v6, Lcom/sp/NotesTools;->tickets:Lcom/sp/Tickets;
    iget-object v1, v5, Lcom/sp/Tickets$Ticket;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/sp/Tickets;->spend(Ljava/lang/String;)V
    .line 23
    goto :L69
:L53
    .line 22
    move-exception v4
:L55
    iget-object v0, v6, Lcom/sp/NotesTools;->tickets:Lcom/sp/Tickets;
    iget-object v1, v5, Lcom/sp/Tickets$Ticket;->token:Ljava/lang/String;
    invoke-virtual {v0, v1}, Lcom/sp/Tickets;->spend(Ljava/lang/String;)V
    .line 23
    throw v4
:L69
    .line 24
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v4, v0
    .line 25
    const-string v1, "result"
    const-string v2, "{\"deleted\":true}"
    invoke-virtual {v4, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 26
    return-object v4
    .catchall {:L19 .. :L39} :L53
.end method

