.class public final Lcom/example/r35j3/AppointmentToolProvider;
.super Landroid/content/ContentProvider;
.source "AppointmentToolProvider.java"


# static fields
.field static final ACTION_RESCHEDULE:Ljava/lang/String; = "com.example.r35j3.action.RESCHEDULE_VISIT"

.field private static final TAG:Ljava/lang/String; = "PawprintTools"


# instance fields
.field private clinic:Lcom/example/r35j3/Clinic;

.field private final io:Ljava/util/concurrent/ExecutorService;

.field private final tokens:Lcom/example/r35j3/Tokens;


# direct methods
.method public constructor <init>()V
    .locals 1

    .line 26
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 30
    new-instance v0, Lcom/example/r35j3/Tokens;

    invoke-direct {v0}, Lcom/example/r35j3/Tokens;-><init>()V

    iput-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    .line 31
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->io:Ljava/util/concurrent/ExecutorService;

    return-void
.end method

.method private bookVisit(Lcom/example/r35j3/VisitRequest;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;
    .locals 4

    .line 112
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->callerPackage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->petId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Lcom/example/r35j3/Clinic;->ownsPet(Ljava/lang/String;Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 113
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "this app does not manage that pet"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 115
    :cond_0
    if-eqz p2, :cond_1

    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    invoke-virtual {v0, p2, p4, p3}, Lcom/example/r35j3/Tokens;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_2

    .line 116
    :cond_1
    new-instance p2, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object p5

    const-class v0, Lcom/example/r35j3/BookVisitActivity;

    invoke-direct {p2, p5, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->slot()Ljava/lang/String;

    move-result-object p1

    const-string p5, "slot"

    invoke-virtual {p2, p5, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p1

    .line 117
    const/4 p2, 0x1

    invoke-direct {p0, p1, p2}, Lcom/example/r35j3/AppointmentToolProvider;->immutable(Landroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    iget-object p5, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    invoke-virtual {p5, p4, p3}, Lcom/example/r35j3/Tokens;->issueResume(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p3

    invoke-static {p2, p3}, Lcom/example/r35j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p2

    return-object p2

    .line 119
    :cond_2
    iget-object p2, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->petId()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->slot()Ljava/lang/String;

    move-result-object p4

    invoke-virtual {p1}, Lcom/example/r35j3/VisitRequest;->callerPackage()Ljava/lang/String;

    move-result-object p1

    invoke-virtual {p2, p5, p3, p4, p1}, Lcom/example/r35j3/Clinic;->book(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 120
    const-string p1, "{\"booked\":true}"

    invoke-static {p1}, Lcom/example/r35j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private confirmThen(ILjava/lang/String;Lorg/json/JSONObject;Landroid/content/Intent;Ljava/lang/Runnable;)Landroid/os/Bundle;
    .locals 2

    .line 124
    if-eqz p2, :cond_0

    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, p2, p1, v1}, Lcom/example/r35j3/Tokens;->redeem(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_1

    .line 125
    :cond_0
    const/4 p2, 0x2

    invoke-direct {p0, p4, p2}, Lcom/example/r35j3/AppointmentToolProvider;->immutable(Landroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    iget-object p4, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    invoke-virtual {p3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object p3

    invoke-virtual {p4, p1, p3}, Lcom/example/r35j3/Tokens;->issueResume(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r35j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 127
    :cond_1
    invoke-interface {p5}, Ljava/lang/Runnable;->run()V

    .line 128
    const-string p1, "{\"done\":true}"

    invoke-static {p1}, Lcom/example/r35j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private execute(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;
    .locals 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 75
    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p1, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 76
    const-string v1, "resume_token"

    invoke-virtual {p1, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    .line 77
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/4 v2, -0x1

    sparse-switch v1, :sswitch_data_0

    goto/16 :goto_0

    :sswitch_0
    const-string v1, "export_history"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x6

    goto :goto_0

    :sswitch_1
    const-string v1, "book_visit"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_2
    const-string v1, "cancel_visit"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x2

    goto :goto_0

    :sswitch_3
    const-string v1, "share_records"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_4
    const-string v1, "pay_invoice"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x4

    goto :goto_0

    :sswitch_5
    const-string v1, "reschedule_visit"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x3

    goto :goto_0

    :sswitch_6
    const-string v1, "export_vaccinations"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :goto_0

    const/4 v2, 0x5

    :goto_0
    const-string v0, "pet_id"

    packed-switch v2, :pswitch_data_0

    .line 107
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 105
    :pswitch_0
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r35j3/AppointmentToolProvider;->exportHistory(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 103
    :pswitch_1
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-direct {p0, p1}, Lcom/example/r35j3/AppointmentToolProvider;->exportVaccinations(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 97
    :pswitch_2
    new-instance v5, Landroid/content/Intent;

    invoke-direct {v5}, Landroid/content/Intent;-><init>()V

    .line 98
    new-instance p1, Landroid/content/ComponentName;

    const-string v0, "com.pawprint.payments"

    const-string v1, "com.pawprint.payments.CheckoutActivity"

    invoke-direct {p1, v0, v1}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v5, p1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 99
    const-string p1, "invoice_id"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v5, p1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 100
    new-instance v6, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;

    invoke-direct {v6, p0, p2}, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda3;-><init>(Lcom/example/r35j3/AppointmentToolProvider;Lorg/json/JSONObject;)V

    move-object v1, p0

    move v2, p3

    move-object v3, v7

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/example/r35j3/AppointmentToolProvider;->confirmThen(ILjava/lang/String;Lorg/json/JSONObject;Landroid/content/Intent;Ljava/lang/Runnable;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :pswitch_3
    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    const-string v0, "visit_id"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p1, v0}, Lcom/example/r35j3/AppointmentToolProvider;->rescheduleIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v5

    .line 95
    new-instance v6, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda2;

    invoke-direct {v6, p0, p2}, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda2;-><init>(Lcom/example/r35j3/AppointmentToolProvider;Lorg/json/JSONObject;)V

    .line 94
    move-object v1, p0

    move v2, p3

    move-object v3, v7

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/example/r35j3/AppointmentToolProvider;->confirmThen(ILjava/lang/String;Lorg/json/JSONObject;Landroid/content/Intent;Ljava/lang/Runnable;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 91
    :pswitch_4
    new-instance v5, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    const-class v0, Lcom/example/r35j3/CancelVisitActivity;

    invoke-direct {v5, p1, v0}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 92
    new-instance v6, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda1;

    invoke-direct {v6, p0, p2}, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda1;-><init>(Lcom/example/r35j3/AppointmentToolProvider;Lorg/json/JSONObject;)V

    .line 91
    move-object v1, p0

    move v2, p3

    move-object v3, v7

    move-object v4, p2

    invoke-direct/range {v1 .. v6}, Lcom/example/r35j3/AppointmentToolProvider;->confirmThen(ILjava/lang/String;Lorg/json/JSONObject;Landroid/content/Intent;Ljava/lang/Runnable;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 81
    :pswitch_5
    const-string p1, "package_name"

    invoke-virtual {p2, p1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 82
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 83
    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p3}, Lcom/example/r35j3/Callers;->soleOwner(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object p3

    .line 84
    if-nez p3, :cond_0

    .line 85
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "shared user ids cannot share records"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 87
    :cond_0
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->io:Ljava/util/concurrent/ExecutorService;

    new-instance v1, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;

    invoke-direct {v1, p0, p2, p1, p3}, Lcom/example/r35j3/AppointmentToolProvider$$ExternalSyntheticLambda0;-><init>(Lcom/example/r35j3/AppointmentToolProvider;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    invoke-interface {v0, v1}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 88
    const-string p1, "{\"shared\":true}"

    invoke-static {p1}, Lcom/example/r35j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 79
    :pswitch_6
    invoke-static {p2}, Lcom/example/r35j3/VisitRequest;->from(Lorg/json/JSONObject;)Lcom/example/r35j3/VisitRequest;

    move-result-object v1

    invoke-virtual {p2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    const-string p2, "request_id"

    invoke-virtual {p1, p2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    move-object v0, p0

    move-object v2, v7

    move v4, p3

    invoke-direct/range {v0 .. v5}, Lcom/example/r35j3/AppointmentToolProvider;->bookVisit(Lcom/example/r35j3/VisitRequest;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x6dac54f7 -> :sswitch_0
        -0x628ca78b -> :sswitch_1
        -0x57db64ba -> :sswitch_2
        -0x3b863a1e -> :sswitch_3
        -0x365f8d6a -> :sswitch_4
        0x2d06e96 -> :sswitch_5
        0x7c99d79 -> :sswitch_6
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_6
        :pswitch_5
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private exportHistory(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 154
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "history-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v2, ".json"

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 155
    iget-object v1, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {v1, p1}, Lcom/example/r35j3/Clinic;->historyJson(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    sget-object v1, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {p1, v1}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object p1

    .line 156
    new-instance v1, Ljava/io/FileOutputStream;

    invoke-direct {v1, v0}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V

    .line 158
    :try_start_0
    invoke-virtual {v1, p1}, Ljava/io/FileOutputStream;->write([B)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 160
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V

    .line 162
    const-string v1, "application/json"

    array-length p1, p1

    int-to-long v2, p1

    invoke-static {v1, v2, v3}, Lcom/example/r35j3/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object p1

    .line 163
    const-string v1, "result_fd"

    const/high16 v2, 0x10000000

    invoke-static {v0, v2}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 164
    return-object p1

    :catchall_0
    move-exception p1

    .line 160
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V

    .line 161
    throw p1
.end method

.method private exportVaccinations(Ljava/lang/String;)Landroid/os/Bundle;
    .locals 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    .line 141
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "vaccinations-"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v2, ".pdf"

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 142
    const/high16 v1, 0x2c000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 144
    iget-object v1, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {v1, p1}, Lcom/example/r35j3/Clinic;->vaccinationPdf(Ljava/lang/String;)[B

    move-result-object p1

    .line 145
    new-instance v1, Ljava/io/FileOutputStream;

    invoke-virtual {v0}, Landroid/os/ParcelFileDescriptor;->getFileDescriptor()Ljava/io/FileDescriptor;

    move-result-object v2

    invoke-direct {v1, v2}, Ljava/io/FileOutputStream;-><init>(Ljava/io/FileDescriptor;)V

    .line 146
    invoke-virtual {v1, p1}, Ljava/io/FileOutputStream;->write([B)V

    .line 147
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->flush()V

    .line 148
    const-string v1, "application/pdf"

    array-length p1, p1

    int-to-long v2, p1

    invoke-static {v1, v2, v3}, Lcom/example/r35j3/Replies;->file(Ljava/lang/String;J)Landroid/os/Bundle;

    move-result-object p1

    .line 149
    const-string v1, "result_fd"

    invoke-virtual {p1, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 150
    return-object p1
.end method

.method private immutable(Landroid/content/Intent;I)Landroid/app/PendingIntent;
    .locals 2

    .line 132
    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/high16 v1, 0xc000000

    invoke-static {v0, p2, p1, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p1

    return-object p1
.end method

.method static rescheduleIntent(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .locals 2

    .line 137
    new-instance v0, Landroid/content/Intent;

    const-string v1, "com.example.r35j3.action.RESCHEDULE_VISIT"

    invoke-direct {v0, v1}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object p0

    invoke-virtual {v0, p0}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p0

    const-string v0, "visit_id"

    invoke-virtual {p0, v0, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p0

    return-object p0
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 6

    .line 42
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 43
    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1, v0}, Lcom/example/r35j3/Callers;->isClinicApp(Landroid/content/Context;I)Z

    move-result v1

    if-nez v1, :cond_0

    .line 44
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a Pawprint partner app"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 46
    :cond_0
    const-string v1, "negotiate"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    .line 47
    iget-object p1, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    invoke-virtual {p1, v0}, Lcom/example/r35j3/Tokens;->openSession(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r35j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 49
    :cond_1
    if-eqz p3, :cond_7

    const-string v1, "protocol_version"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v1

    const/4 v2, 0x2

    if-eq v1, v2, :cond_2

    goto/16 :goto_0

    .line 52
    :cond_2
    iget-object v1, p0, Lcom/example/r35j3/AppointmentToolProvider;->tokens:Lcom/example/r35j3/Tokens;

    const-string v2, "session_token"

    invoke-virtual {p3, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, v0}, Lcom/example/r35j3/Tokens;->sessionValid(Ljava/lang/String;I)Z

    move-result v1

    if-nez v1, :cond_3

    .line 53
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate again"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 55
    :cond_3
    const-string v1, "list_tools"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_4

    .line 56
    const-string p1, "{\"revision\":\"visits-5\",\"tools\":[\"book_visit\",\"share_records\",\"cancel_visit\",\"reschedule_visit\",\"pay_invoice\",\"export_vaccinations\",\"export_history\"]}"

    invoke-static {p1}, Lcom/example/r35j3/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 58
    :cond_4
    const-string v1, "execute_tool"

    invoke-virtual {v1, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_5

    .line 59
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 61
    :cond_5
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v1

    const-string p1, "deadline_at_ms"

    const-wide/16 v3, 0x0

    invoke-virtual {p3, p1, v3, v4}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    cmp-long p1, v1, v3

    if-ltz p1, :cond_6

    .line 62
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 65
    :cond_6
    :try_start_0
    new-instance p1, Lorg/json/JSONObject;

    const-string p2, "args"

    const-string v1, "{}"

    invoke-virtual {p3, p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-direct {p1, p2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {p0, p3, p1, v0}, Lcom/example/r35j3/AppointmentToolProvider;->execute(Landroid/os/Bundle;Lorg/json/JSONObject;I)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Landroid/database/sqlite/SQLiteException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    :catch_0
    move-exception p1

    .line 70
    const/4 p2, 0x1

    new-array p2, p2, [Ljava/lang/Object;

    const/4 p3, 0x0

    aput-object p1, p2, p3

    const-string p1, "export failed (%s)"

    invoke-static {p1, p2}, Ljava/lang/String;->format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "INTERNAL_ERROR"

    invoke-static {p2, p1}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 66
    :catch_1
    move-exception p1

    .line 67
    const-string p2, "PawprintTools"

    const-string p3, "bad args"

    invoke-static {p2, p3, p1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 68
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 50
    :cond_7
    :goto_0
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r35j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 184
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 174
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 179
    const/4 p1, 0x0

    return-object p1
.end method

.method public synthetic lambda$execute$0$com-example-r35j3-AppointmentToolProvider(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .locals 1

    .line 87
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    invoke-virtual {v0, p1, p2, p3}, Lcom/example/r35j3/Clinic;->share(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public synthetic lambda$execute$1$com-example-r35j3-AppointmentToolProvider(Lorg/json/JSONObject;)V
    .locals 2

    .line 92
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    const-string v1, "visit_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/example/r35j3/Clinic;->cancel(Ljava/lang/String;)V

    return-void
.end method

.method public synthetic lambda$execute$2$com-example-r35j3-AppointmentToolProvider(Lorg/json/JSONObject;)V
    .locals 3

    .line 95
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    const-string v1, "visit_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "slot"

    invoke-virtual {p1, v2}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, v1, p1}, Lcom/example/r35j3/Clinic;->move(Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method

.method public synthetic lambda$execute$3$com-example-r35j3-AppointmentToolProvider(Lorg/json/JSONObject;)V
    .locals 2

    .line 100
    iget-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    const-string v1, "invoice_id"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->optString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-virtual {v0, p1}, Lcom/example/r35j3/Clinic;->markPaid(Ljava/lang/String;)V

    return-void
.end method

.method public onCreate()Z
    .locals 2

    .line 36
    new-instance v0, Lcom/example/r35j3/Clinic;

    invoke-virtual {p0}, Lcom/example/r35j3/AppointmentToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r35j3/Clinic;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r35j3/AppointmentToolProvider;->clinic:Lcom/example/r35j3/Clinic;

    .line 37
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 169
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 189
    const/4 p1, 0x0

    return p1
.end method
