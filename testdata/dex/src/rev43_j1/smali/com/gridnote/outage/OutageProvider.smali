.class public Lcom/gridnote/outage/OutageProvider;
.super Lcom/gridnote/tools/ToolBase;
.source "OutageProvider.java"


# static fields
.field static sHandler:Lcom/gridnote/outage/OutageHandler;


# instance fields
.field private db:Lcom/gridnote/data/GridDb;

.field private tools:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List<",
            "Lcom/gridnote/tools/ToolSpec;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method public constructor <init>()V
    .locals 0

    .line 23
    invoke-direct {p0}, Lcom/gridnote/tools/ToolBase;-><init>()V

    return-void
.end method

.method private cancelReport(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4

    .line 68
    invoke-static {p1}, Lcom/gridnote/outage/OutageProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "outage_ref"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 69
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    const-string v2, "resume_token"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    const-string v3, "cancel_report"

    invoke-virtual {v1, p1, v2, v3}, Lcom/gridnote/tools/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_cleared

    .line 70
    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    .line 71
    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "cancel"

    invoke-static {v0, v1}, Lcom/gridnote/util/Intents;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    invoke-static {}, Lcom/gridnote/util/PiFlags;->locked()I

    move-result v1

    .line 70
    const/4 v2, 0x2

    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 72
    invoke-static {}, Lcom/gridnote/util/Tokens;->get()Lcom/gridnote/util/Tokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/gridnote/util/Tokens;->secure()Ljava/lang/String;

    move-result-object v0

    .line 73
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    invoke-virtual {v1, v0, v2, v3}, Lcom/gridnote/tools/ResumeStore;->put(Ljava/lang/String;ILjava/lang/String;)V

    .line 74
    invoke-virtual {p0, p1, v0}, Lcom/gridnote/outage/OutageProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 76
    :cond_cleared
    new-instance p1, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;

    invoke-direct {p1, p0, v0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda6;-><init>(Lcom/gridnote/outage/OutageProvider;Ljava/lang/String;)V

    invoke-static {p1}, Lcom/gridnote/util/Identity;->cleared(Lj$/util/function/Supplier;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result p1

    .line 77
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"cancelled\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/outage/OutageProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private follow(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 2

    .line 95
    invoke-static {p1}, Lcom/gridnote/outage/OutageProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    const-string v0, "outage_ref"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 96
    sget-object v0, Lcom/gridnote/outage/OutageProvider;->sHandler:Lcom/gridnote/outage/OutageHandler;

    const/4 v1, 0x1

    invoke-static {v0, v1, p1}, Landroid/os/Message;->obtain(Landroid/os/Handler;ILjava/lang/Object;)Landroid/os/Message;

    move-result-object p1

    .line 97
    sget-object v0, Lcom/gridnote/outage/OutageProvider;->sHandler:Lcom/gridnote/outage/OutageHandler;

    invoke-virtual {v0, p1}, Lcom/gridnote/outage/OutageHandler;->sendMessage(Landroid/os/Message;)Z

    .line 98
    const-string p1, "{\"following\":true}"

    invoke-virtual {p0, p1}, Lcom/gridnote/outage/OutageProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public static synthetic lambda$reportOutage$5(Ljava/lang/String;)Ljava/lang/String;
    .locals 2

    .line 56
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "could not save the report for "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method

.method private mute(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    .line 102
    invoke-static {p1}, Lcom/gridnote/outage/OutageProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    const-string v0, "outage_ref"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 103
    sget-object v0, Lcom/gridnote/outage/OutageProvider;->sHandler:Lcom/gridnote/outage/OutageHandler;

    const/4 v1, 0x2

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3, p1}, Landroid/os/Message;->obtain(Landroid/os/Handler;IIILjava/lang/Object;)Landroid/os/Message;

    move-result-object p1

    .line 104
    sget-object v0, Lcom/gridnote/outage/OutageProvider;->sHandler:Lcom/gridnote/outage/OutageHandler;

    invoke-virtual {v0, p1}, Lcom/gridnote/outage/OutageHandler;->sendMessage(Landroid/os/Message;)Z

    .line 105
    const-string p1, "{\"muted\":true}"

    invoke-virtual {p0, p1}, Lcom/gridnote/outage/OutageProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private reopenReport(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 4

    .line 81
    invoke-static {p1}, Lcom/gridnote/outage/OutageProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "outage_ref"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 82
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    const-string v2, "resume_token"

    invoke-virtual {p1, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    const-string v3, "reopen_report"

    invoke-virtual {v1, p1, v2, v3}, Lcom/gridnote/tools/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-nez p1, :cond_cleared

    .line 83
    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    .line 84
    invoke-static {v0}, Lcom/gridnote/util/Intents;->review(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    invoke-static {}, Lcom/gridnote/util/PiFlags;->locked()I

    move-result v1

    .line 83
    const/4 v2, 0x3

    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 85
    invoke-static {}, Lcom/gridnote/util/Tokens;->get()Lcom/gridnote/util/Tokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/gridnote/util/Tokens;->secure()Ljava/lang/String;

    move-result-object v0

    .line 86
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    invoke-virtual {v1, v0, v2, v3}, Lcom/gridnote/tools/ResumeStore;->put(Ljava/lang/String;ILjava/lang/String;)V

    .line 87
    invoke-virtual {p0, p1, v0}, Lcom/gridnote/outage/OutageProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 89
    :cond_cleared
    iget-object p1, p0, Lcom/gridnote/outage/OutageProvider;->callerPkg:Ljava/lang/String;

    .line 90
    new-instance v1, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda7;

    invoke-direct {v1, p0, v0, p1}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda7;-><init>(Lcom/gridnote/outage/OutageProvider;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v1}, Lcom/gridnote/util/Identity;->cleared(Lj$/util/function/Supplier;)Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result p1

    .line 91
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{\"reopened\":"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p1, "}"

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/outage/OutageProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private reportOutage(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 5

    .line 48
    invoke-static {p1}, Lcom/gridnote/outage/OutageProvider;->argsOf(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    .line 49
    const-string v1, "area"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 50
    iget-object v2, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    const-string v3, "resume_token"

    invoke-virtual {p1, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    iget v3, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    const-string v4, "report_outage"

    invoke-virtual {v2, p1, v3, v4}, Lcom/gridnote/tools/ResumeStore;->take(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p1

    if-eqz p1, :cond_new

    .line 52
    :try_start_0
    new-instance p1, Ljava/lang/StringBuilder;

    invoke-direct {p1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "{\"report\":"

    invoke-virtual {p1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    iget-object v2, p0, Lcom/gridnote/outage/OutageProvider;->db:Lcom/gridnote/data/GridDb;

    const-string v3, "note"

    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    iget v3, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    invoke-virtual {v2, v1, v0, v3}, Lcom/gridnote/data/GridDb;->report(Ljava/lang/String;Ljava/lang/String;I)I

    move-result v0

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v0, "}"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p0, p1}, Lcom/gridnote/outage/OutageProvider;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Landroid/database/SQLException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 53
    :catch_0
    move-exception p1

    .line 54
    const-string v0, "GridNote"

    const-string v2, "report failed"

    invoke-static {v0, v2, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 55
    const-string p1, "INTERNAL_ERROR"

    invoke-static {v1}, Lj$/util/Optional;->ofNullable(Ljava/lang/Object;)Lj$/util/Optional;

    move-result-object v0

    new-instance v1, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda5;

    invoke-direct {v1}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda5;-><init>()V

    .line 56
    invoke-virtual {v0, v1}, Lj$/util/Optional;->map(Lj$/util/function/Function;)Lj$/util/Optional;

    move-result-object v0

    .line 57
    const-string v1, "could not save the report"

    invoke-virtual {v0, v1}, Lj$/util/Optional;->orElse(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    .line 55
    invoke-static {p1, v0}, Lcom/gridnote/tools/Replies$-CC;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 60
    :cond_new
    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    .line 61
    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const-string v1, "report"

    invoke-static {v0, v1}, Lcom/gridnote/util/Intents;->confirm(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    invoke-static {}, Lcom/gridnote/util/PiFlags;->editable()I

    move-result v1

    .line 60
    const/4 v2, 0x1

    invoke-static {p1, v2, v0, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    .line 62
    invoke-static {}, Lcom/gridnote/util/Tokens;->get()Lcom/gridnote/util/Tokens;

    move-result-object v0

    invoke-virtual {v0}, Lcom/gridnote/util/Tokens;->ticket()Ljava/lang/String;

    move-result-object v0

    .line 63
    iget-object v1, p0, Lcom/gridnote/outage/OutageProvider;->resumes:Lcom/gridnote/tools/ResumeStore;

    iget v2, p0, Lcom/gridnote/outage/OutageProvider;->callerUid:I

    invoke-virtual {v1, v0, v2, v4}, Lcom/gridnote/tools/ResumeStore;->put(Ljava/lang/String;ILjava/lang/String;)V

    .line 64
    invoke-virtual {p0, p1, v0}, Lcom/gridnote/outage/OutageProvider;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public synthetic lambda$cancelReport$6$com-gridnote-outage-OutageProvider(Ljava/lang/String;)Ljava/lang/Integer;
    .locals 2

    .line 76
    iget-object v0, p0, Lcom/gridnote/outage/OutageProvider;->db:Lcom/gridnote/data/GridDb;

    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, p1, v1}, Lcom/gridnote/data/GridDb;->cancel(Ljava/lang/String;Ljava/lang/String;)I

    move-result p1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$0$com-gridnote-outage-OutageProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 34
    invoke-direct {p0, p1}, Lcom/gridnote/outage/OutageProvider;->reportOutage(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$1$com-gridnote-outage-OutageProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 35
    invoke-direct {p0, p1}, Lcom/gridnote/outage/OutageProvider;->cancelReport(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$2$com-gridnote-outage-OutageProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 36
    invoke-direct {p0, p1}, Lcom/gridnote/outage/OutageProvider;->reopenReport(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$3$com-gridnote-outage-OutageProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 37
    invoke-direct {p0, p1}, Lcom/gridnote/outage/OutageProvider;->follow(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$onCreate$4$com-gridnote-outage-OutageProvider(Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 0

    .line 38
    invoke-direct {p0, p1}, Lcom/gridnote/outage/OutageProvider;->mute(Landroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public synthetic lambda$reopenReport$7$com-gridnote-outage-OutageProvider(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Integer;
    .locals 1

    .line 90
    iget-object v0, p0, Lcom/gridnote/outage/OutageProvider;->db:Lcom/gridnote/data/GridDb;

    invoke-virtual {v0, p1, p2}, Lcom/gridnote/data/GridDb;->reopen(Ljava/lang/String;Ljava/lang/String;)I

    move-result p1

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object p1

    return-object p1
.end method

.method public onCreate()Z
    .locals 5

    .line 31
    new-instance v0, Lcom/gridnote/data/GridDb;

    invoke-virtual {p0}, Lcom/gridnote/outage/OutageProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/gridnote/data/GridDb;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/gridnote/outage/OutageProvider;->db:Lcom/gridnote/data/GridDb;

    .line 32
    new-instance v0, Lcom/gridnote/outage/OutageHandler;

    invoke-static {}, Landroid/os/Looper;->getMainLooper()Landroid/os/Looper;

    move-result-object v1

    iget-object v2, p0, Lcom/gridnote/outage/OutageProvider;->db:Lcom/gridnote/data/GridDb;

    invoke-direct {v0, v1, v2}, Lcom/gridnote/outage/OutageHandler;-><init>(Landroid/os/Looper;Lcom/gridnote/data/GridDb;)V

    sput-object v0, Lcom/gridnote/outage/OutageProvider;->sHandler:Lcom/gridnote/outage/OutageHandler;

    .line 33
    const/4 v0, 0x5

    new-array v0, v0, [Lcom/gridnote/tools/ToolSpec;

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda0;

    invoke-direct {v2, p0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda0;-><init>(Lcom/gridnote/outage/OutageProvider;)V

    const-string v3, "report_outage"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda1;-><init>(Lcom/gridnote/outage/OutageProvider;)V

    const-string v3, "cancel_report"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda2;-><init>(Lcom/gridnote/outage/OutageProvider;)V

    const-string v3, "reopen_report"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda3;

    invoke-direct {v2, p0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda3;-><init>(Lcom/gridnote/outage/OutageProvider;)V

    const-string v3, "follow_outage"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x3

    aput-object v1, v0, v2

    new-instance v1, Lcom/gridnote/tools/ToolSpec;

    new-instance v2, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda4;

    invoke-direct {v2, p0}, Lcom/gridnote/outage/OutageProvider$$ExternalSyntheticLambda4;-><init>(Lcom/gridnote/outage/OutageProvider;)V

    const-string v3, "mute_outage"

    const-string v4, "write"

    invoke-direct {v1, v3, v4, v2}, Lcom/gridnote/tools/ToolSpec;-><init>(Ljava/lang/String;Ljava/lang/String;Lj$/util/function/Function;)V

    const/4 v2, 0x4

    aput-object v1, v0, v2

    invoke-static {v0}, Ljava/util/Arrays;->asList([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    iput-object v0, p0, Lcom/gridnote/outage/OutageProvider;->tools:Ljava/util/List;

    .line 39
    const/4 v0, 0x1

    return v0
.end method

.method protected tools()Ljava/util/List;
    .locals 1
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List<",
            "Lcom/gridnote/tools/ToolSpec;",
            ">;"
        }
    .end annotation

    .line 44
    iget-object v0, p0, Lcom/gridnote/outage/OutageProvider;->tools:Ljava/util/List;

    return-object v0
.end method
