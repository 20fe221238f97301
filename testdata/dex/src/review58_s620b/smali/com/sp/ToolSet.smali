.class abstract Lcom/sp/ToolSet;
.super Ljava/lang/Object;
.source "ToolSet.java"

# instance fields
.field protected final context:Landroid/content/Context;
.field protected final tickets:Lcom/sp/Tickets;


# direct methods
.method constructor <init>(Landroid/content/Context;Lcom/sp/Tickets;)V
    .registers 4
    .line 13
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 14
    iput-object v2, v1, Lcom/sp/ToolSet;->context:Landroid/content/Context;
    .line 15
    iput-object v3, v1, Lcom/sp/ToolSet;->tickets:Lcom/sp/Tickets;
    .line 16
    return-void
.end method


# virtual methods
.method protected prepare(Landroid/os/Bundle;I)Lcom/sp/Tickets$Ticket;
    .registers 11
    .line 20
    const-string v1, "resume_token"
    invoke-virtual {v9, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 21
    if-nez v7, :L13
    .line 22
    const/4 v0, 0x0
    return-object v0
:L13
    .line 24
    iget-object v0, v8, Lcom/sp/ToolSet;->tickets:Lcom/sp/Tickets;
    const-string v4, "tool_name"
    const-string v5, ""
    invoke-virtual {v9, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v7, v10, v3}, Lcom/sp/Tickets;->peek(Ljava/lang/String;ILjava/lang/String;)Lcom/sp/Tickets$Ticket;
    move-result-object v6
    .line 25
    if-eqz v6, :L50
    iget-boolean v0, v6, Lcom/sp/Tickets$Ticket;->approved:Z
    if-eqz v0, :L50
    move-object v0, v6
    goto :L51
:L50
    const/4 v0, 0x0
:L51
    return-object v0
.end method

.method protected ask(ILjava/lang/String;)Landroid/os/Bundle;
    .registers 12
    .line 29
    iget-object v0, v9, Lcom/sp/ToolSet;->tickets:Lcom/sp/Tickets;
    invoke-virtual {v0, v10, v11}, Lcom/sp/Tickets;->issue(ILjava/lang/String;)Ljava/lang/String;
    move-result-object v7
    .line 30
    new-instance v0, Landroid/content/Intent;
    const-string v2, "com.sp.CONFIRM"
    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V
    const-string v1, "com.sp"
    const-string v2, "com.sp.ConfirmActivity"
    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v0
    const-string v1, "token"
    invoke-virtual {v0, v1, v7}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;
    move-result-object v8
    .line 31
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v6, v0
    .line 32
    const-string v1, "error_code"
    const-string v2, "USER_ACTION_REQUIRED"
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 33
    const-string v1, "resolution"
    iget-object v2, v9, Lcom/sp/ToolSet;->context:Landroid/content/Context;
    const/4 v3, 0x3
    const/high16 v5, 0x4000000
    invoke-static {v2, v3, v8, v5}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v2
    invoke-virtual {v6, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    .line 34
    const-string v1, "resume_token"
    invoke-virtual {v6, v1, v7}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    .line 35
    return-object v6
.end method

.method abstract execute(Landroid/os/Bundle;I)Landroid/os/Bundle;
.end method

