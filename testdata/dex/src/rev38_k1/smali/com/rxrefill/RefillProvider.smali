.class public final Lcom/rxrefill/RefillProvider;
.super Landroid/content/ContentProvider;
.source "RefillProvider.kt"


# instance fields
.field private final a:Ljava/util/concurrent/ExecutorService;

.field private final b:Lcom/rxrefill/a/e;

.field private final c:Lcom/rxrefill/a/g;

.field private final d:Lkotlin/Lazy;


# direct methods
.method public constructor <init>()V
    .registers 3

    .line 13
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 14
    invoke-static {}, Ljava/util/concurrent/Executors;->newSingleThreadExecutor()Ljava/util/concurrent/ExecutorService;

    move-result-object v0

    iput-object v0, p0, Lcom/rxrefill/RefillProvider;->a:Ljava/util/concurrent/ExecutorService;

    .line 15
    new-instance v0, Lcom/rxrefill/a/e;

    sget-object v1, Lcom/rxrefill/a/c;->a:Lcom/rxrefill/a/c;

    invoke-direct {v0, v1}, Lcom/rxrefill/a/e;-><init>(Lcom/rxrefill/a/b;)V

    iput-object v0, p0, Lcom/rxrefill/RefillProvider;->b:Lcom/rxrefill/a/e;

    .line 16
    new-instance v0, Lcom/rxrefill/a/g;

    sget-object v1, Lcom/rxrefill/a/d;->a:Lcom/rxrefill/a/d;

    invoke-direct {v0, v1}, Lcom/rxrefill/a/g;-><init>(Lcom/rxrefill/a/b;)V

    iput-object v0, p0, Lcom/rxrefill/RefillProvider;->c:Lcom/rxrefill/a/g;

    .line 17
    new-instance v0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0}, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda0;-><init>(Lcom/rxrefill/RefillProvider;)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v0

    iput-object v0, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    .line 13
    return-void
.end method

.method public static synthetic a(Lcom/rxrefill/RefillProvider;)Lcom/rxrefill/a/i;
    .registers 3

    .line 17
    new-instance v0, Lcom/rxrefill/a/i;

    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/rxrefill/a/i;-><init>(Landroid/content/Context;)V

    return-object v0
.end method

.method public static synthetic a(Landroid/content/Context;)V
    .registers 3

    .line 57
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    const-string v1, "refill_rx"

    invoke-static {p0, v1, v0}, Lcom/rxrefill/a/h;->a(Landroid/content/Context;Ljava/lang/String;I)V

    return-void
.end method

.method public static synthetic a(Landroid/content/Context;I)V
    .registers 3

    .line 69
    const-string v0, "cancel_refill"

    invoke-static {p0, v0, p1}, Lcom/rxrefill/a/h;->a(Landroid/content/Context;Ljava/lang/String;I)V

    return-void
.end method

.method public static synthetic a(Lcom/rxrefill/RefillProvider;Ljava/lang/String;Ljava/lang/String;)Lkotlin/Unit;
    .registers 4

    .line 76
    iget-object p0, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Lcom/rxrefill/a/i;

    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    invoke-virtual {p0, p1, p2, v0}, Lcom/rxrefill/a/i;->a(Ljava/lang/String;Ljava/lang/String;I)V

    sget-object p0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object p0
.end method

.method public static synthetic a(Lcom/rxrefill/RefillProvider;Ljava/lang/String;II)Lkotlin/Unit;
    .registers 4

    .line 83
    iget-object p0, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p0}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p0

    check-cast p0, Lcom/rxrefill/a/i;

    invoke-virtual {p0, p1, p2, p3}, Lcom/rxrefill/a/i;->a(Ljava/lang/String;II)V

    sget-object p0, Lkotlin/Unit;->INSTANCE:Lkotlin/Unit;

    return-object p0
.end method

.method private final a(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7

    .line 35
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    .line 36
    const-string v1, "tool_name"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    if-eqz v1, :sw_default

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v2

    sparse-switch v2, :sswitch_data_0

    goto :sw_default

    :sswitch_pause
    const-string v2, "pause_refills"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_pause

    goto :sw_default

    :sswitch_list
    const-string v2, "list_refills"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_list

    goto :sw_default

    :sswitch_refill
    const-string v2, "refill_rx"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_refill

    goto :sw_default

    :sswitch_cancel
    const-string v2, "cancel_refill"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_cancel

    goto :sw_default

    :sswitch_export
    const-string v2, "export_history"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_export

    goto :sw_default

    :sswitch_transfer
    const-string v2, "transfer_rx"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_transfer

    goto :sw_default

    :sswitch_find
    const-string v2, "find_pharmacy"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_find

    goto :sw_default

    :sswitch_calendar
    const-string v2, "dose_calendar"

    invoke-virtual {v1, v2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :case_calendar

    goto :sw_default

    :case_find
    .line 37
    iget-object p1, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p1

    check-cast p1, Lcom/rxrefill/a/i;

    const-string p2, "drug"

    invoke-static {v0, p2}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Lcom/rxrefill/a/i;->a(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto/16 :goto_ret

    :case_list
    .line 38
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/rxrefill/a/i;

    const-string v1, "drug"

    invoke-static {v0, v1}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p2, p1, v0}, Lcom/rxrefill/a/i;->a(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto/16 :goto_ret

    :case_refill
    .line 39
    invoke-direct {p0, p1, p2}, Lcom/rxrefill/RefillProvider;->b(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    goto/16 :goto_ret

    :case_cancel
    .line 40
    invoke-direct {p0, p1, p2}, Lcom/rxrefill/RefillProvider;->c(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    goto/16 :goto_ret

    :case_transfer
    .line 74
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p1

    const-string v0, "rx_id"

    invoke-static {p1, v0}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 75
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p2

    const-string v0, "pharmacy_id"

    invoke-static {p2, v0}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 76
    new-instance v0, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0, p0, p1, p2}, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda3;-><init>(Lcom/rxrefill/RefillProvider;Ljava/lang/String;Ljava/lang/String;)V

    invoke-static {v0}, Lcom/rxrefill/a/a;->a(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    .line 77
    new-instance p2, Ljava/lang/StringBuilder;

    const-string v0, "{\"transferred\":\""

    invoke-direct {p2, v0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p1, "\"}"

    invoke-virtual {p2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :case_pause
    .line 81
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    const-string v1, "rx_id"

    invoke-static {v0, v1}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 82
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object p2

    const-string v1, "days"

    const/4 v2, 0x7

    invoke-virtual {p2, v1, v2}, Lorg/json/JSONObject;->optInt(Ljava/lang/String;I)I

    move-result p2

    .line 83
    new-instance v1, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;

    invoke-direct {v1, p0, v0, p2, p1}, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda4;-><init>(Lcom/rxrefill/RefillProvider;Ljava/lang/String;II)V

    invoke-static {v1}, Lcom/rxrefill/a/a;->a(Lkotlin/jvm/functions/Function0;)Ljava/lang/Object;

    .line 84
    new-instance p1, Ljava/lang/StringBuilder;

    const-string p2, "{\"paused\":\""

    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p2, "\"}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :case_export
    .line 43
    const-string p2, "history"

    const-string v0, "rw"

    invoke-direct {p0, p1, p2, v0}, Lcom/rxrefill/RefillProvider;->a(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :case_calendar
    .line 44
    const-string p2, "calendar"

    const-string v0, "r"

    invoke-direct {p0, p1, p2, v0}, Lcom/rxrefill/RefillProvider;->a(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :sw_default
    .line 45
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    const/4 v0, 0x0

    invoke-static {p1, p2, v0}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    :goto_ret
    .line 36
    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x77bbd0e6 -> :sswitch_transfer
        -0x6dac54f7 -> :sswitch_export
        -0x4050a6e0 -> :sswitch_calendar
        -0x30a2f311 -> :sswitch_refill
        0x9fd6e5c -> :sswitch_list
        0x3876e079 -> :sswitch_find
        0x555d239b -> :sswitch_cancel
        0x59640bb4 -> :sswitch_pause
    .end sparse-switch
.end method

.method private final a(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 8

    .line 88
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getCacheDir()Ljava/io/File;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const/16 p2, 0x2d

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string p2, ".json"

    invoke-virtual {v2, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p2

    invoke-direct {v0, v1, p2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 89
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/rxrefill/a/i;

    invoke-virtual {p2, p1}, Lcom/rxrefill/a/i;->a(I)Ljava/lang/String;

    move-result-object p1

    const/4 p2, 0x0

    const/4 v1, 0x2

    invoke-static {v0, p1, p2, v1, p2}, Lkotlin/io/FilesKt;->writeText$default(Ljava/io/File;Ljava/lang/String;Ljava/nio/charset/Charset;ILjava/lang/Object;)V

    .line 90
    invoke-static {p3}, Landroid/os/ParcelFileDescriptor;->parseMode(Ljava/lang/String;)I

    move-result p1

    invoke-static {v0, p1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    .line 91
    invoke-virtual {v0}, Ljava/io/File;->length()J

    move-result-wide v0

    invoke-static {v0, v1}, Lcom/rxrefill/a/a;->a(J)Landroid/os/Bundle;

    move-result-object p2

    const-string p3, "result_fd"

    invoke-virtual {p2, p3, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    return-object p2
.end method

.method private final b(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 9

    .line 50
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    .line 51
    const-string v1, "rx_id"

    invoke-static {v0, v1}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    .line 52
    const-string v2, "resume_token"

    invoke-virtual {p2, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    .line 53
    const-string v2, "refill_rx"

    if-nez p2, :cond_token

    const-string v3, "force"

    invoke-virtual {v0, v3}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_token

    invoke-direct {p0, p1, v2, v1}, Lcom/rxrefill/RefillProvider;->b(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_token
    .line 54
    if-eqz p2, :cond_go

    iget-object v0, p0, Lcom/rxrefill/RefillProvider;->c:Lcom/rxrefill/a/g;

    invoke-virtual {v0, p2, p1, v2}, Lcom/rxrefill/a/g;->a(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_go

    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token not valid"

    const/4 v0, 0x0

    invoke-static {p1, p2, v0}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_go
    .line 55
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/rxrefill/a/i;

    invoke-virtual {p2, v1, p1}, Lcom/rxrefill/a/i;->a(Ljava/lang/String;I)J

    move-result-wide v0

    .line 56
    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object p1

    .line 57
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->a:Ljava/util/concurrent/ExecutorService;

    new-instance v2, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda1;

    invoke-direct {v2, p1}, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda1;-><init>(Landroid/content/Context;)V

    invoke-interface {p2, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 58
    new-instance p1, Ljava/lang/StringBuilder;

    const-string p2, "{\"order\":"

    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {p1, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const/16 p2, 0x7d

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private final b(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .registers 9

    .line 95
    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object v0

    .line 96
    new-instance v1, Landroid/content/Intent;

    const-class v2, Lcom/rxrefill/ConfirmRefillActivity;

    invoke-direct {v1, v0, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 97
    const-string v2, "tool"

    invoke-virtual {v1, v2, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 98
    const-string v2, "rx_id"

    invoke-virtual {v1, v2, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 100
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result p3

    const/high16 v2, 0xc000000

    invoke-static {v0, p3, v1, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    .line 101
    const-string p3, "USER_ACTION_REQUIRED"

    const-string v1, "confirm in RxRefill"

    const/4 v2, 0x0

    invoke-static {p3, v1, v2}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p3

    .line 102
    const-string v1, "resolution"

    invoke-virtual {p3, v1, v0}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 103
    iget-object v0, p0, Lcom/rxrefill/RefillProvider;->c:Lcom/rxrefill/a/g;

    invoke-virtual {v0, p1, p2}, Lcom/rxrefill/a/g;->a(ILjava/lang/String;)Ljava/lang/String;

    move-result-object p1

    const-string p2, "resume_token"

    invoke-virtual {p3, p2, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 101
    return-object p3
.end method

.method private final c(ILandroid/os/Bundle;)Landroid/os/Bundle;
    .registers 8

    .line 62
    invoke-static {p2}, Lcom/rxrefill/a/a;->a(Landroid/os/Bundle;)Lorg/json/JSONObject;

    move-result-object v0

    .line 63
    const-string v1, "force"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    const/4 v2, 0x0

    if-nez v1, :cond_refuse

    const-string v1, "user_confirmed"

    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->has(Ljava/lang/String;)Z

    move-result v1

    if-eqz v1, :cond_ok

    :cond_refuse
    const-string p1, "INVALID_ARGS"

    const-string p2, "confirmation is not an argument"

    invoke-static {p1, p2, v2}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_ok
    .line 64
    const-string v1, "rx_id"

    invoke-static {v0, v1}, Lcom/rxrefill/a/a;->a(Lorg/json/JSONObject;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    .line 65
    const-string v1, "resume_token"

    invoke-virtual {p2, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    const-string v1, "cancel_refill"

    if-nez p2, :cond_token

    invoke-direct {p0, p1, v1, v0}, Lcom/rxrefill/RefillProvider;->b(ILjava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_token
    .line 66
    iget-object v3, p0, Lcom/rxrefill/RefillProvider;->c:Lcom/rxrefill/a/g;

    invoke-virtual {v3, p2, p1, v1}, Lcom/rxrefill/a/g;->a(Ljava/lang/String;ILjava/lang/String;)Z

    move-result p2

    if-nez p2, :cond_go

    const-string p1, "INVALID_REQUEST"

    const-string p2, "resume token not valid"

    invoke-static {p1, p2, v2}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_go
    .line 67
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->d:Lkotlin/Lazy;

    invoke-interface {p2}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/rxrefill/a/i;

    invoke-virtual {p2, v0, p1}, Lcom/rxrefill/a/i;->b(Ljava/lang/String;I)V

    .line 68
    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object p2

    .line 69
    iget-object v1, p0, Lcom/rxrefill/RefillProvider;->a:Ljava/util/concurrent/ExecutorService;

    new-instance v2, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;

    invoke-direct {v2, p2, p1}, Lcom/rxrefill/RefillProvider$$ExternalSyntheticLambda2;-><init>(Landroid/content/Context;I)V

    invoke-interface {v1, v2}, Ljava/util/concurrent/ExecutorService;->execute(Ljava/lang/Runnable;)V

    .line 70
    new-instance p1, Ljava/lang/StringBuilder;

    const-string p2, "{\"cancelled\":\""

    invoke-direct {p1, p2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p2, "\"}"

    invoke-virtual {p1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 10

    const-string v0, "method"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 22
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    .line 23
    invoke-virtual {p0}, Lcom/rxrefill/RefillProvider;->requireContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v2

    invoke-virtual {v2, v0}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v2

    const/4 v3, 0x0

    if-eqz v2, :cond_denied

    invoke-static {v2}, Lkotlin/collections/ArraysKt;->singleOrNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, Ljava/lang/String;

    if-eqz v2, :cond_denied

    sget-object v4, Lcom/rxrefill/a/a;->a:Ljava/util/Set;

    invoke-interface {v4, v2}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v2

    if-eqz v2, :cond_denied

    invoke-virtual {v1}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v1

    sget-object v2, Lcom/rxrefill/a/a;->b:[B

    const/4 v4, 0x1

    invoke-virtual {v1, v0, v2, v4}, Landroid/content/pm/PackageManager;->hasSigningCertificate(I[BI)Z

    move-result v1

    if-nez v1, :cond_partner

    :cond_denied
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a partner app"

    invoke-static {p1, p2, v3}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_partner
    .line 24
    if-nez p3, :cond_extras

    sget-object p3, Landroid/os/Bundle;->EMPTY:Landroid/os/Bundle;

    :cond_extras
    .line 25
    const-string p2, "negotiate"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_session

    iget-object p1, p0, Lcom/rxrefill/RefillProvider;->b:Lcom/rxrefill/a/e;

    invoke-virtual {p1, v0}, Lcom/rxrefill/a/e;->a(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_session
    .line 26
    iget-object p2, p0, Lcom/rxrefill/RefillProvider;->b:Lcom/rxrefill/a/e;

    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {p2, v1, v0}, Lcom/rxrefill/a/e;->a(Ljava/lang/String;I)Z

    move-result p2

    if-nez p2, :cond_method

    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    const/4 p3, 0x1

    invoke-static {p1, p2, p3}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :cond_method
    .line 28
    const-string p2, "list_tools"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p2

    if-eqz p2, :cond_exec

    const-string p1, "{\"revision\":\"refills-2\",\"tools\":[]}"

    invoke-static {p1}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :cond_exec
    .line 29
    const-string p2, "execute_tool"

    invoke-virtual {p1, p2}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-eqz p1, :cond_unknown

    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v4

    cmp-long p1, v1, v4

    if-gtz p1, :cond_live

    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2, v3}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :cond_live
    invoke-direct {p0, v0, p3}, Lcom/rxrefill/RefillProvider;->a(ILandroid/os/Bundle;)Landroid/os/Bundle;

    move-result-object p1

    goto :goto_ret

    :cond_unknown
    .line 30
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2, v3}, Lcom/rxrefill/a/a;->a(Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object p1

    :goto_ret
    .line 27
    return-object p1
.end method

.method public onCreate()Z
    .registers 2

    .line 19
    const/4 v0, 0x1

    return v0
.end method
