.class public final Lcom/inkwell/notes/cetp/Ctx;
.super Ljava/lang/Object;
.source "Ctx.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/inkwell/notes/cetp/Ctx$Builder;
    }
.end annotation


# instance fields
.field private final argsText:Ljava/lang/String;

.field private final caller:Lcom/inkwell/notes/cetp/Caller;

.field private final context:Landroid/content/Context;

.field private final db:Lcom/inkwell/notes/data/NotesDb;

.field private final extras:Landroid/os/Bundle;

.field private final providerId:Ljava/lang/String;

.field private final requestId:Ljava/lang/String;


# direct methods
.method private constructor <init>(Lcom/inkwell/notes/cetp/Ctx$Builder;)V
    .registers 3

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetcontext(Lcom/inkwell/notes/cetp/Ctx$Builder;)Landroid/content/Context;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->context:Landroid/content/Context;

    .line 19
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetcaller(Lcom/inkwell/notes/cetp/Ctx$Builder;)Lcom/inkwell/notes/cetp/Caller;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->caller:Lcom/inkwell/notes/cetp/Caller;

    .line 20
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetdb(Lcom/inkwell/notes/cetp/Ctx$Builder;)Lcom/inkwell/notes/data/NotesDb;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->db:Lcom/inkwell/notes/data/NotesDb;

    .line 21
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetproviderId(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->providerId:Ljava/lang/String;

    .line 22
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetrequestId(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->requestId:Ljava/lang/String;

    .line 23
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetextras(Lcom/inkwell/notes/cetp/Ctx$Builder;)Landroid/os/Bundle;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->extras:Landroid/os/Bundle;

    .line 24
    invoke-static {p1}, Lcom/inkwell/notes/cetp/Ctx$Builder;->-$$Nest$fgetargsText(Lcom/inkwell/notes/cetp/Ctx$Builder;)Ljava/lang/String;

    move-result-object v0

    iput-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->argsText:Ljava/lang/String;

    .line 25
    return-void
.end method

.method synthetic constructor <init>(Lcom/inkwell/notes/cetp/Ctx$Builder;Lcom/inkwell/notes/cetp/Ctx-IA;)V
    .registers 3

    invoke-direct {p0, p1}, Lcom/inkwell/notes/cetp/Ctx;-><init>(Lcom/inkwell/notes/cetp/Ctx$Builder;)V

    return-void
.end method


# virtual methods
.method public caller()Lcom/inkwell/notes/cetp/Caller;
    .registers 2

    .line 32
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->caller:Lcom/inkwell/notes/cetp/Caller;

    return-object v0
.end method

.method public context()Landroid/content/Context;
    .registers 2

    .line 28
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->context:Landroid/content/Context;

    return-object v0
.end method

.method public db()Lcom/inkwell/notes/data/NotesDb;
    .registers 2

    .line 36
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->db:Lcom/inkwell/notes/data/NotesDb;

    return-object v0
.end method

.method public deadlinePassed()Z
    .registers 7

    .line 49
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->extras:Landroid/os/Bundle;

    const-string v1, "deadline_at_ms"

    const-wide/16 v2, 0x0

    invoke-virtual {v0, v1, v2, v3}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v4

    .line 50
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long v0, v4, v2

    if-gtz v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public hold(Lcom/inkwell/notes/cetp/CetpTool;Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    .line 64
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->caller:Lcom/inkwell/notes/cetp/Caller;

    invoke-virtual {v0}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v0

    invoke-interface {p1}, Lcom/inkwell/notes/cetp/CetpTool;->wireName()Ljava/lang/String;

    move-result-object v1

    iget-object v2, p0, Lcom/inkwell/notes/cetp/Ctx;->requestId:Ljava/lang/String;

    iget-object v3, p0, Lcom/inkwell/notes/cetp/Ctx;->argsText:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3, p2}, Lcom/inkwell/notes/cetp/Confirmations;->hold(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public packagesOfCaller()[Ljava/lang/String;
    .registers 3

    .line 55
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->context:Landroid/content/Context;

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    iget-object v1, p0, Lcom/inkwell/notes/cetp/Ctx;->caller:Lcom/inkwell/notes/cetp/Caller;

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    invoke-virtual {v0, v1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public providerId()Ljava/lang/String;
    .registers 2

    .line 40
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->providerId:Ljava/lang/String;

    return-object v0
.end method

.method public requestId()Ljava/lang/String;
    .registers 2

    .line 44
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->requestId:Ljava/lang/String;

    return-object v0
.end method

.method public resumeToken()Ljava/lang/String;
    .registers 3

    .line 59
    iget-object v0, p0, Lcom/inkwell/notes/cetp/Ctx;->extras:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public verdict(Lcom/inkwell/notes/cetp/CetpTool;)Landroid/os/Bundle;
    .registers 8

    .line 69
    invoke-virtual {p0}, Lcom/inkwell/notes/cetp/Ctx;->resumeToken()Ljava/lang/String;

    move-result-object v0

    iget-object v1, p0, Lcom/inkwell/notes/cetp/Ctx;->caller:Lcom/inkwell/notes/cetp/Caller;

    invoke-virtual {v1}, Lcom/inkwell/notes/cetp/Caller;->uid()I

    move-result v1

    invoke-interface {p1}, Lcom/inkwell/notes/cetp/CetpTool;->wireName()Ljava/lang/String;

    move-result-object v2

    iget-object v3, p0, Lcom/inkwell/notes/cetp/Ctx;->requestId:Ljava/lang/String;

    iget-object v4, p0, Lcom/inkwell/notes/cetp/Ctx;->argsText:Ljava/lang/String;

    invoke-static {v0, v1, v2, v3, v4}, Lcom/inkwell/notes/cetp/Confirmations;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lcom/inkwell/notes/cetp/Confirmations$Verdict;

    move-result-object v5

    .line 71
    sget-object v0, Lcom/inkwell/notes/cetp/Ctx$1;->$SwitchMap$com$inkwell$notes$cetp$Confirmations$Verdict:[I

    invoke-virtual {v5}, Lcom/inkwell/notes/cetp/Confirmations$Verdict;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    goto :goto_0

    .line 73
    :pswitch_0
    const/4 v0, 0x0

    return-object v0

    .line 75
    :pswitch_1
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->DENIED:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The user declined on the device"

    invoke-static {p0, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 77
    :pswitch_2
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->WAITING:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The confirmation has not been answered yet"

    invoke-static {p0, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 79
    :goto_0
    sget-object v1, Lcom/inkwell/notes/cetp/Replies$Refusal;->MISMATCH:Lcom/inkwell/notes/cetp/Replies$Refusal;

    const-string v2, "The resume token does not belong to this call"

    invoke-static {p0, v1, v2}, Lcom/inkwell/notes/cetp/Replies;->refuse(Lcom/inkwell/notes/cetp/Ctx;Lcom/inkwell/notes/cetp/Replies$Refusal;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method
