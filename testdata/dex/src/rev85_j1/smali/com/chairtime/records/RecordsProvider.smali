.class public Lcom/chairtime/records/RecordsProvider;
.super Lcom/chairtime/core/BaseToolProvider;
.source "RecordsProvider.java"


# static fields
.field static final CLINIC_CERT:[B


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 22
    const-string v0, "Zk3pW8sQ1aT6yH0vB4nM7cX2rL9gE5uJ3dK8oF1iP6w="

    const/4 v1, 0x0

    invoke-static {v0, v1}, Landroid/util/Base64;->decode(Ljava/lang/String;I)[B

    move-result-object v0

    sput-object v0, Lcom/chairtime/records/RecordsProvider;->CLINIC_CERT:[B

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 21
    invoke-direct {p0}, Lcom/chairtime/core/BaseToolProvider;-><init>()V

    return-void
.end method


# virtual methods
.method protected callerAllowed(I)Z
    .registers 10

    .line 26
    invoke-virtual {p0}, Lcom/chairtime/records/RecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {v0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v0

    .line 27
    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    .line 28
    const/4 v2, 0x0

    if-eqz v1, :cond_refuse

    array-length v3, v1

    if-nez v3, :cond_loop_start

    .line 29
    :cond_refuse
    return v2

    .line 31
    :cond_loop_start
    array-length v3, v1

    const/4 v4, 0x0

    :goto_loop
    if-ge v4, v3, :cond_all

    aget-object v5, v1, v4

    .line 32
    sget-object v6, Lcom/chairtime/records/RecordsProvider;->CLINIC_CERT:[B

    const/4 v7, 0x1

    invoke-virtual {v0, v5, v6, v7}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v6

    if-nez v6, :cond_next

    .line 33
    return v2

    .line 31
    :cond_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    .line 36
    :cond_all
    const/4 v2, 0x1

    return v2
.end method

.method deleteNote(Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 65
    const-string v0, "note_id"

    invoke-virtual {p1, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 66
    const-string v2, "confirmed"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v2

    if-eqz v2, :cond_resolve

    .line 67
    iget-object v2, p0, Lcom/chairtime/records/RecordsProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v3, Lcom/chairtime/records/RecordsProvider$1;

    invoke-direct {v3, p0, v0, v1, p2}, Lcom/chairtime/records/RecordsProvider$1;-><init>(Lcom/chairtime/records/RecordsProvider;JI)V

    invoke-interface {v2, v3}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/lang/Runnable;)Ljava/util/concurrent/Future;

    move-result-object v2

    const-wide/16 v3, 0x2

    sget-object v5, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    .line 73
    invoke-interface {v2, v3, v4, v5}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    .line 74
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"deleted\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 76
    :cond_resolve
    iget-object v2, p0, Lcom/chairtime/records/RecordsProvider;->secureRng:Ljava/security/SecureRandom;

    invoke-static {v2}, Lcom/chairtime/core/Tokens;->fromSecure(Ljava/security/SecureRandom;)Ljava/lang/String;

    move-result-object v2

    .line 77
    new-instance v3, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/chairtime/records/RecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const-class v5, Lcom/chairtime/ui/ConfirmDeleteActivity;

    invoke-direct {v3, v4, v5}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 78
    const-string v4, "note_id"

    invoke-virtual {v3, v4, v0, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 79
    invoke-virtual {p0}, Lcom/chairtime/records/RecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v4

    const/4 v5, 0x0

    const/high16 v6, 0x8000000

    invoke-static {v4, v5, v3, v6}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v4

    .line 80
    new-instance v5, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v5}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v6, "error"

    invoke-virtual {v5, v6}, Lcom/chairtime/core/Reply$Builder;->status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v5

    const-string v6, "USER_ACTION_REQUIRED"

    invoke-virtual {v5, v6}, Lcom/chairtime/core/Reply$Builder;->code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v5

    .line 81
    const-string v6, "Confirm deleting the note"

    invoke-virtual {v5, v6}, Lcom/chairtime/core/Reply$Builder;->message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v5

    invoke-virtual {v5, v2}, Lcom/chairtime/core/Reply$Builder;->resumeToken(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v5

    const-string v6, "resolution"

    invoke-virtual {v5, v6, v4}, Lcom/chairtime/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v5

    invoke-virtual {v5}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v5

    .line 80
    return-object v5
.end method

.method exportXray()Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 102
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/chairtime/records/RecordsProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "xray.json"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 103
    const/high16 v1, 0x30000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 104
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v3, "{\"kind\":\"file\"}"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    const-string v3, "result_fd"

    invoke-virtual {v2, v3, v1}, Lcom/chairtime/core/Reply$Builder;->parcel(Ljava/lang/String;Landroid/os/Parcelable;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected runTool(Ljava/lang/String;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 52
    const-string v0, "delete_note"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_search

    .line 53
    invoke-virtual {p0, p2, p3}, Lcom/chairtime/records/RecordsProvider;->deleteNote(Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 55
    :cond_search
    const-string v0, "search_notes"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_export

    .line 56
    const-string v0, "text"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lcom/chairtime/records/RecordsProvider;->searchNotes(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 58
    :cond_export
    const-string v0, "export_xray"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 59
    invoke-virtual {p0}, Lcom/chairtime/records/RecordsProvider;->exportXray()Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 61
    :cond_unknown
    const-string v0, "UNKNOWN_TOOL"

    const-string v1, "Unknown tool"

    invoke-static {v0, v1}, Lcom/chairtime/records/RecordsProvider;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method

.method searchNotes(Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 85
    iget-object v0, p0, Lcom/chairtime/records/RecordsProvider;->worker:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/chairtime/records/RecordsProvider$2;

    invoke-direct {v1, p0, p1}, Lcom/chairtime/records/RecordsProvider$2;-><init>(Lcom/chairtime/records/RecordsProvider;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->submit(Ljava/util/concurrent/Callable;)Ljava/util/concurrent/Future;

    move-result-object v0

    .line 95
    :try_start_0
    const-wide/16 v1, 0x2

    sget-object v3, Ljava/util/concurrent/TimeUnit;->SECONDS:Ljava/util/concurrent/TimeUnit;

    invoke-interface {v0, v1, v2, v3}, Ljava/util/concurrent/Future;->get(JLjava/util/concurrent/TimeUnit;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Landroid/os/Bundle;
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v1

    .line 96
    :catch_0
    move-exception v1

    .line 97
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    const-string v3, "error"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->status(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    const-string v3, "INTERNAL"

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->code(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v1}, Ljava/lang/Exception;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->message(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method protected sessionOk(Ljava/lang/String;I)Z
    .registers 5

    .line 41
    iget-object v0, p0, Lcom/chairtime/records/RecordsProvider;->sessions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    .line 42
    if-eqz v0, :cond_refuse

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v1

    if-ne v1, p2, :cond_refuse

    const/4 v1, 0x1

    goto :goto_return

    :cond_refuse
    const/4 v1, 0x0

    :goto_return
    return v1
.end method

.method protected toolsJson()Ljava/lang/String;
    .registers 2

    .line 47
    const-string v0, "{\"revision\":\"records-2\",\"tools\":[]}"

    return-object v0
.end method
