.class public Lcom/fixitnow/billing/InvoiceProvider;
.super Landroid/content/ContentProvider;
.source "InvoiceProvider.java"


# static fields
.field static final CONSUMER:Ljava/lang/String; = "com.clawseed.assistant"

.field static final INVOICES:Landroid/net/Uri;

.field static final TAG:Ljava/lang/String; = "FixItNow"

.field static final TOOLS:Ljava/lang/String; = "{\"revision\":\"billing-2\",\"tools\":[]}"


# instance fields
.field private final sessions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Ljava/lang/Integer;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 32
    const-string v0, "content://com.fixitnow.files/invoices"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/fixitnow/billing/InvoiceProvider;->INVOICES:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 28
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 34
    new-instance v0, Ljava/util/concurrent/ConcurrentHashMap;

    invoke-direct {v0}, Ljava/util/concurrent/ConcurrentHashMap;-><init>()V

    iput-object v0, p0, Lcom/fixitnow/billing/InvoiceProvider;->sessions:Ljava/util/Map;

    return-void
.end method

.method private execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;
    .registers 13
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 75
    const-string v0, "invoice_pdf"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_photo

    .line 76
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->invoiceDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "invoice_no"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 77
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-static {v1}, Lcom/fixitnow/core/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 79
    :cond_photo
    const-string v0, "invoice_photo"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_summary

    .line 80
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->photoDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "photo_id"

    invoke-virtual {p2, v2}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 81
    const/high16 v1, 0x30000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    .line 82
    invoke-static {v1}, Lcom/fixitnow/core/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 84
    :cond_summary
    const-string v0, "invoice_summary"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_receipts

    .line 85
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 86
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->invoiceDir()Ljava/io/File;

    move-result-object v1

    .line 87
    new-instance v2, Ljava/lang/Thread;

    new-instance v3, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;

    invoke-direct {v3, v1, p4, v0}, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda0;-><init>(Ljava/io/File;I[Landroid/os/ParcelFileDescriptor;)V

    const-string v4, "summary-writer"

    invoke-direct {v2, v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    .line 88
    const/4 v2, 0x0

    aget-object v2, v0, v2

    invoke-static {v2}, Lcom/fixitnow/core/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 90
    :cond_receipts
    const-string v0, "export_receipts"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_share

    .line 91
    invoke-static {}, Landroid/os/ParcelFileDescriptor;->createReliablePipe()[Landroid/os/ParcelFileDescriptor;

    move-result-object v0

    .line 92
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->invoiceDir()Ljava/io/File;

    move-result-object v1

    .line 93
    new-instance v2, Ljava/lang/Thread;

    new-instance v3, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda1;

    invoke-direct {v3, v1, v0}, Lcom/fixitnow/billing/InvoiceProvider$$ExternalSyntheticLambda1;-><init>(Ljava/io/File;[Landroid/os/ParcelFileDescriptor;)V

    const-string v4, "receipt-writer"

    invoke-direct {v2, v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    .line 94
    const/4 v2, 0x1

    aget-object v2, v0, v2

    invoke-static {v2}, Lcom/fixitnow/core/Replies;->file(Landroid/os/ParcelFileDescriptor;)Landroid/os/Bundle;

    move-result-object v2

    return-object v2

    .line 96
    :cond_share
    const-string v0, "share_invoice"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_pay

    .line 97
    sget-object v0, Lcom/fixitnow/billing/InvoiceProvider;->INVOICES:Landroid/net/Uri;

    const-string v1, "invoice_no"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v1

    invoke-static {v0, v1, v2}, Landroid/content/ContentUris;->withAppendedId(Landroid/net/Uri;J)Landroid/net/Uri;

    move-result-object v0

    .line 98
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 100
    :try_start_0
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    const/4 v4, 0x1

    invoke-virtual {v3, p3, v0, v4}, Landroid/content/Context;->grantUriPermission(Ljava/lang/String;Landroid/net/Uri;I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 102
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 104
    new-instance v3, Lorg/json/JSONObject;

    invoke-direct {v3}, Lorg/json/JSONObject;-><init>()V

    const-string v4, "uri"

    invoke-virtual {v0}, Landroid/net/Uri;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v3, v4, v5}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v3

    invoke-virtual {v3}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lcom/fixitnow/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 106
    :cond_pay
    const-string v0, "pay_invoice"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_dispute

    .line 107
    const-string v0, "invoice_no"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-virtual {p0, v0, v1}, Lcom/fixitnow/billing/InvoiceProvider;->payChooser(J)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {}, Lcom/fixitnow/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/fixitnow/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 109
    :cond_dispute
    const-string v0, "dispute_invoice"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_refund

    .line 110
    const-string v0, "invoice_no"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-virtual {p0, v0, v1}, Lcom/fixitnow/billing/InvoiceProvider;->disputeStack(J)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {}, Lcom/fixitnow/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/fixitnow/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 112
    :cond_refund
    const-string v0, "request_refund"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    .line 113
    const-string v0, "invoice_no"

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    invoke-virtual {p0, v0, v1}, Lcom/fixitnow/billing/InvoiceProvider;->refundScreen(J)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-static {}, Lcom/fixitnow/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Lcom/fixitnow/core/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 115
    :cond_unknown
    const-string v0, "TOOL_NOT_FOUND"

    const-string v1, "unknown tool"

    invoke-static {v0, v1}, Lcom/fixitnow/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0

    .line 102
    :catchall_0
    move-exception v3

    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 103
    throw v3
.end method

.method static synthetic lambda$execute$0(Ljava/io/File;I[Landroid/os/ParcelFileDescriptor;)V
    .registers 5

    .line 87
    const/4 v0, 0x1

    aget-object v0, p2, v0

    invoke-static {p0, p1, v0}, Lcom/fixitnow/billing/InvoiceProvider;->writeSummary(Ljava/io/File;ILandroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method static synthetic lambda$execute$1(Ljava/io/File;[Landroid/os/ParcelFileDescriptor;)V
    .registers 4

    .line 93
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v0

    const/4 v1, 0x0

    aget-object v1, p1, v1

    invoke-static {p0, v0, v1}, Lcom/fixitnow/billing/InvoiceProvider;->writeSummary(Ljava/io/File;ILandroid/os/ParcelFileDescriptor;)V

    return-void
.end method

.method static writeSummary(Ljava/io/File;ILandroid/os/ParcelFileDescriptor;)V
    .registers 8

    .line 119
    new-instance v0, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;

    invoke-direct {v0, p2}, Landroid/os/ParcelFileDescriptor$AutoCloseOutputStream;-><init>(Landroid/os/ParcelFileDescriptor;)V

    .line 121
    :try_start_0
    invoke-virtual {p0}, Ljava/io/File;->list()[Ljava/lang/String;

    move-result-object v1

    .line 122
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    const-string v3, "customer_uid"

    invoke-virtual {v2, v3, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    const-string v3, "invoices"

    array-length v4, v1

    invoke-virtual {v2, v3, v4}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v2

    .line 123
    invoke-virtual {v2}, Lorg/json/JSONObject;->toString()Ljava/lang/String;

    move-result-object v3

    sget-object v4, Ljava/nio/charset/StandardCharsets;->UTF_8:Ljava/nio/charset/Charset;

    invoke-virtual {v3, v4}, Ljava/lang/String;->getBytes(Ljava/nio/charset/Charset;)[B

    move-result-object v3

    invoke-virtual {v0, v3}, Ljava/io/OutputStream;->write([B)V

    .line 124
    invoke-virtual {v0}, Ljava/io/OutputStream;->close()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 127
    goto :goto_0

    .line 125
    :catch_0
    move-exception v1

    .line 126
    const-string v2, "FixItNow"

    const-string v3, "summary failed"

    invoke-static {v2, v3, v1}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 128
    :goto_0
    return-void
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 12

    .line 43
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    .line 44
    const-string v1, "com.clawseed.assistant"

    invoke-virtual {v1, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-nez v1, :cond_allowed

    .line 45
    const-string v1, "PERMISSION_DENIED"

    const-string v2, "caller not allowed"

    invoke-static {v1, v2}, Lcom/fixitnow/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1

    .line 47
    :cond_allowed
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 48
    if-eqz p3, :cond_new_bundle

    move-object v2, p3

    goto :goto_req

    :cond_new_bundle
    new-instance v2, Landroid/os/Bundle;

    invoke-direct {v2}, Landroid/os/Bundle;-><init>()V

    .line 49
    :goto_req
    const-string v3, "negotiate"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_list

    .line 50
    invoke-static {}, Lcom/fixitnow/core/Tokens;->fresh()Ljava/lang/String;

    move-result-object v3

    .line 51
    iget-object v4, p0, Lcom/fixitnow/billing/InvoiceProvider;->sessions:Ljava/util/Map;

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-interface {v4, v3, v5}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 52
    const-string v4, "{\"selected_version\":2}"

    invoke-static {v4}, Lcom/fixitnow/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    .line 53
    const-string v5, "session_token"

    invoke-virtual {v4, v5, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 54
    return-object v4

    .line 56
    :cond_list
    const-string v3, "list_tools"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_not_list

    .line 57
    const-string v3, "{\"revision\":\"billing-2\",\"tools\":[]}"

    invoke-static {v3}, Lcom/fixitnow/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 59
    :cond_not_list
    const-string v3, "execute_tool"

    invoke-virtual {v3, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-nez v3, :cond_execute

    .line 60
    const-string v3, "METHOD_NOT_FOUND"

    const-string v4, "unknown method"

    invoke-static {v3, v4}, Lcom/fixitnow/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 62
    :cond_execute
    const-string v3, "deadline_at_ms"

    const-wide/16 v4, 0x0

    invoke-virtual {v2, v3, v4, v5}, Landroid/os/Bundle;->getLong(Ljava/lang/String;J)J

    move-result-wide v3

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v5

    cmp-long v7, v3, v5

    if-gtz v7, :cond_in_time

    .line 63
    const-string v3, "DEADLINE_EXCEEDED"

    const-string v4, "deadline passed"

    invoke-static {v3, v4}, Lcom/fixitnow/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v3

    return-object v3

    .line 66
    :cond_in_time
    :try_start_0
    new-instance v3, Lorg/json/JSONObject;

    const-string v4, "args"

    const-string v5, "{}"

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {v3, v4}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    .line 67
    const-string v4, "tool_name"

    const-string v5, ""

    invoke-virtual {v2, v4, v5}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v4

    invoke-direct {p0, v4, v3, v0, v1}, Lcom/fixitnow/billing/InvoiceProvider;->execute(Ljava/lang/String;Lorg/json/JSONObject;Ljava/lang/String;I)Landroid/os/Bundle;

    move-result-object v5
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    return-object v5

    .line 68
    :catch_0
    move-exception v3

    .line 69
    const-string v4, "FixItNow"

    const-string v5, "tool failed"

    invoke-static {v4, v5, v3}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 70
    const-string v4, "INTERNAL_ERROR"

    const-string v5, "the tool could not run"

    invoke-static {v4, v5}, Lcom/fixitnow/core/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v4

    return-object v4
.end method
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5

    .line 177
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 167
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4

    .line 172
    const/4 v0, 0x0

    return-object v0
.end method

.method public onCreate()Z
    .registers 2

    .line 38
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7

    .line 162
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 182
    const/4 v0, 0x0

    return v0
.end method

.method disputeStack(J)Landroid/app/PendingIntent;
    .registers 8

    .line 138
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/fixitnow/ui/DisputeActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 139
    const-string v1, "invoice_no"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 140
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-static {v1}, Landroid/app/TaskStackBuilder;->create(Landroid/content/Context;)Landroid/app/TaskStackBuilder;

    move-result-object v1

    .line 141
    invoke-virtual {v1, v0}, Landroid/app/TaskStackBuilder;->addNextIntentWithParentStack(Landroid/content/Intent;)Landroid/app/TaskStackBuilder;

    move-result-object v1

    .line 142
    const/16 v2, 0xc

    const/high16 v3, 0xc000000

    invoke-virtual {v1, v2, v3}, Landroid/app/TaskStackBuilder;->getPendingIntent(II)Landroid/app/PendingIntent;

    move-result-object v1

    .line 140
    return-object v1
.end method

.method invoiceDir()Ljava/io/File;
    .registers 4

    .line 153
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "invoices"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method payChooser(J)Landroid/app/PendingIntent;
    .registers 8

    .line 131
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/fixitnow/ui/PayActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 132
    const-string v1, "invoice_no"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 133
    const-string v1, "Pay invoice with"

    invoke-static {v0, v1}, Landroid/content/Intent;->createChooser(Landroid/content/Intent;Ljava/lang/CharSequence;)Landroid/content/Intent;

    move-result-object v1

    .line 134
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const/16 v3, 0xb

    const/high16 v4, 0x4000000

    invoke-static {v2, v3, v1, v4}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method

.method photoDir()Ljava/io/File;
    .registers 4

    .line 157
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-virtual {v1}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "photos"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    return-object v0
.end method

.method refundScreen(J)Landroid/app/PendingIntent;
    .registers 8

    .line 146
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    .line 147
    new-instance v1, Landroid/content/ComponentName;

    const-string v2, "com.fixitnow.pay"

    const-string v3, "com.fixitnow.pay.RefundActivity"

    invoke-direct {v1, v2, v3}, Landroid/content/ComponentName;-><init>(Ljava/lang/String;Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    .line 148
    const-string v1, "invoice_no"

    invoke-virtual {v0, v1, p1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;J)Landroid/content/Intent;

    .line 149
    invoke-virtual {p0}, Lcom/fixitnow/billing/InvoiceProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/16 v2, 0xd

    const/high16 v3, 0x4000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v1

    return-object v1
.end method
