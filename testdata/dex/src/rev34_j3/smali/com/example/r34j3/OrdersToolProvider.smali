.class public final Lcom/example/r34j3/OrdersToolProvider;
.super Landroid/content/ContentProvider;
.source "OrdersToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/example/r34j3/OrdersToolProvider$Request;
    }
.end annotation


# static fields
.field static final ACTION_CONFIRM_CANCEL:Ljava/lang/String; = "com.example.r34j3.action.CONFIRM_CANCEL"

.field private static final ORDERS_URI:Landroid/net/Uri;


# instance fields
.field private lab:Lcom/example/r34j3/Lab;

.field private final resumes:Lcom/example/r34j3/Resumes;

.field private final sessions:Lcom/example/r34j3/Sessions;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 17
    const-string v0, "content://com.example.r34j3.orders/orders"

    invoke-static {v0}, Landroid/net/Uri;->parse(Ljava/lang/String;)Landroid/net/Uri;

    move-result-object v0

    sput-object v0, Lcom/example/r34j3/OrdersToolProvider;->ORDERS_URI:Landroid/net/Uri;

    return-void
.end method

.method public constructor <init>()V
    .locals 1

    .line 15
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    .line 19
    new-instance v0, Lcom/example/r34j3/Sessions;

    invoke-direct {v0}, Lcom/example/r34j3/Sessions;-><init>()V

    iput-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->sessions:Lcom/example/r34j3/Sessions;

    .line 20
    new-instance v0, Lcom/example/r34j3/Resumes;

    invoke-direct {v0}, Lcom/example/r34j3/Resumes;-><init>()V

    iput-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->resumes:Lcom/example/r34j3/Resumes;

    return-void
.end method

.method private askUser(Lcom/example/r34j3/OrdersToolProvider$Request;Landroid/app/PendingIntent;)Landroid/os/Bundle;
    .locals 4

    .line 138
    iget-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->resumes:Lcom/example/r34j3/Resumes;

    iget v1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->uid:I

    iget-object v2, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->tool:Ljava/lang/String;

    iget-object p1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, p1}, Lcom/example/r34j3/Resumes;->issue(ILjava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p2, p1}, Lcom/example/r34j3/Replies;->userAction(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private cancel(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4

    .line 107
    invoke-direct {p0, p1}, Lcom/example/r34j3/OrdersToolProvider;->confirmed(Lcom/example/r34j3/OrdersToolProvider$Request;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 108
    const-string v0, "com.example.r34j3.action.CONFIRM_CANCEL"

    invoke-static {v0, p2}, Lcom/example/r34j3/Intents;->confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 109
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/16 v1, 0xc

    const/high16 v2, 0x4000000

    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->askUser(Lcom/example/r34j3/OrdersToolProvider$Request;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 111
    :cond_0
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v0

    .line 112
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v1

    .line 114
    :try_start_0
    iget-object v3, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    iget-object p1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v3, p1, p2, v0}, Lcom/example/r34j3/Lab;->cancel(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 115
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object p1

    invoke-virtual {p1}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object p1

    sget-object p2, Lcom/example/r34j3/OrdersToolProvider;->ORDERS_URI:Landroid/net/Uri;

    const/4 v0, 0x0

    invoke-virtual {p1, p2, v0}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 117
    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 119
    const-string p1, "{\"cancelled\":true}"

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 117
    :catchall_0
    move-exception p1

    invoke-static {v1, v2}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 118
    throw p1
.end method

.method private changeAddress(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 3

    .line 123
    invoke-direct {p0, p1}, Lcom/example/r34j3/OrdersToolProvider;->confirmed(Lcom/example/r34j3/OrdersToolProvider$Request;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 124
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r34j3/AddressActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "order_id"

    .line 125
    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    const-string v0, "address"

    .line 126
    invoke-virtual {p2, v0, p3}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 127
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object p3

    const/16 v0, 0xd

    const/high16 v1, 0xc000000

    invoke-static {p3, v0, p2, v1}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->askUser(Lcom/example/r34j3/OrdersToolProvider$Request;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 130
    :cond_0
    iget-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    iget-object p1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p1, p2, p3}, Lcom/example/r34j3/Lab;->changeAddress(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method private confirmed(Lcom/example/r34j3/OrdersToolProvider$Request;)Z
    .locals 5

    .line 134
    iget-object v0, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->resumeToken:Ljava/lang/String;

    if-eqz v0, :cond_0

    iget-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->resumes:Lcom/example/r34j3/Resumes;

    iget-object v1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->resumeToken:Ljava/lang/String;

    iget v2, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->uid:I

    iget-object v3, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->tool:Ljava/lang/String;

    iget-object v4, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    invoke-virtual {v0, v1, v2, v3, v4}, Lcom/example/r34j3/Resumes;->redeem(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)Z

    move-result p1

    if-eqz p1, :cond_0

    const/4 p1, 0x1

    goto :goto_0

    :cond_0
    const/4 p1, 0x0

    :goto_0
    return p1
.end method

.method private execute(Lcom/example/r34j3/OrdersToolProvider$Request;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .locals 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 65
    iget-object v0, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->tool:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/4 v2, -0x1

    sparse-switch v1, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "cancel_order"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x3

    goto :goto_0

    :sswitch_1
    const-string v1, "place_print_order"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_2
    const-string v1, "change_address"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x4

    goto :goto_0

    :sswitch_3
    const-string v1, "order_status"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_4
    const-string v1, "reprint_order"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const/4 v2, 0x2

    :cond_0
    :goto_0
    const-string v0, "order_id"

    packed-switch v2, :pswitch_data_0

    .line 77
    const-string p1, "TOOL_NOT_FOUND"

    const-string p2, "no such tool"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 75
    :pswitch_0
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "address"

    invoke-virtual {p2, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-direct {p0, p1, v0, p2}, Lcom/example/r34j3/OrdersToolProvider;->changeAddress(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 73
    :pswitch_1
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->cancel(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 71
    :pswitch_2
    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->reprint(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 69
    :pswitch_3
    invoke-direct {p0, p1}, Lcom/example/r34j3/OrdersToolProvider;->placeOrder(Lcom/example/r34j3/OrdersToolProvider$Request;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 67
    :pswitch_4
    iget-object p1, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    invoke-virtual {p2, v0}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p2

    invoke-virtual {p1, p2}, Lcom/example/r34j3/Lab;->status(Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    :sswitch_data_0
    .sparse-switch
        -0x583a2ab7 -> :sswitch_0
        -0x3248f3fc -> :sswitch_1
        0x3347a665 -> :sswitch_2
        0x3e121203 -> :sswitch_3
        0x3fc54b29 -> :sswitch_4
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_4
        :pswitch_3
        :pswitch_2
        :pswitch_1
        :pswitch_0
    .end packed-switch
.end method

.method private placeOrder(Lcom/example/r34j3/OrdersToolProvider$Request;)Landroid/os/Bundle;
    .locals 5

    .line 82
    invoke-direct {p0, p1}, Lcom/example/r34j3/OrdersToolProvider;->confirmed(Lcom/example/r34j3/OrdersToolProvider$Request;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 83
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-string v2, "com.example.r34j3.checkout.PayActivity"

    invoke-virtual {v0, v1, v2}, Landroid/content/Intent;->setClassName(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    iget-object v1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    .line 84
    const-string v2, "cart"

    invoke-virtual {v0, v2, v1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 85
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const/16 v2, 0xa

    const/high16 v3, 0x4000000

    invoke-static {v1, v2, v0, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    invoke-direct {p0, p1, v0}, Lcom/example/r34j3/OrdersToolProvider;->askUser(Lcom/example/r34j3/OrdersToolProvider$Request;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 88
    :cond_0
    invoke-static {}, Landroid/os/Binder;->clearCallingIdentity()J

    move-result-wide v0

    .line 90
    :try_start_0
    iget-object v2, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    iget-object v3, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->requestId:Ljava/lang/String;

    iget-object p1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getCallingPackage()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v2, v3, p1, v4}, Lcom/example/r34j3/Lab;->submit(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    .line 91
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    invoke-virtual {v2}, Landroid/content/Context;->getContentResolver()Landroid/content/ContentResolver;

    move-result-object v2

    sget-object v3, Lcom/example/r34j3/OrdersToolProvider;->ORDERS_URI:Landroid/net/Uri;

    const/4 v4, 0x0

    invoke-virtual {v2, v3, v4}, Landroid/content/ContentResolver;->notifyChange(Landroid/net/Uri;Landroid/database/ContentObserver;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 93
    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 95
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "{\"order_id\":\""

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    const-string v0, "\"}"

    invoke-virtual {p1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object p1

    invoke-virtual {p1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 93
    :catchall_0
    move-exception p1

    invoke-static {v0, v1}, Landroid/os/Binder;->restoreCallingIdentity(J)V

    .line 94
    throw p1
.end method

.method private reprint(Lcom/example/r34j3/OrdersToolProvider$Request;Ljava/lang/String;)Landroid/os/Bundle;
    .locals 4

    .line 99
    invoke-direct {p0, p1}, Lcom/example/r34j3/OrdersToolProvider;->confirmed(Lcom/example/r34j3/OrdersToolProvider$Request;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 100
    new-instance v0, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    const-class v2, Lcom/example/r34j3/ReprintActivity;

    invoke-direct {v0, v1, v2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "order_id"

    invoke-virtual {v0, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 101
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    const/16 v1, 0xb

    const/high16 v2, 0x4000000

    invoke-static {v0, v1, p2, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p2

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->askUser(Lcom/example/r34j3/OrdersToolProvider$Request;Landroid/app/PendingIntent;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 103
    :cond_0
    iget-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    iget-object p1, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->requestId:Ljava/lang/String;

    invoke-virtual {v0, p1, p2}, Lcom/example/r34j3/Lab;->reprint(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method


# virtual methods
.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .locals 9

    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result p2

    .line 32
    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-static {v0, p2}, Lcom/example/r34j3/Partners;->resolve(Landroid/content/Context;I)Ljava/lang/String;

    move-result-object v0

    .line 33
    if-nez v0, :cond_0

    .line 34
    const-string p1, "PERMISSION_DENIED"

    const-string p2, "not a Printmate partner"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 36
    :cond_0
    const-string v0, "negotiate"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    .line 37
    iget-object p1, p0, Lcom/example/r34j3/OrdersToolProvider;->sessions:Lcom/example/r34j3/Sessions;

    invoke-virtual {p1, p2}, Lcom/example/r34j3/Sessions;->open(I)Ljava/lang/String;

    move-result-object p1

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 39
    :cond_1
    if-eqz p3, :cond_7

    const-string v0, "protocol_version"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I

    move-result v0

    const/4 v1, 0x2

    if-eq v0, v1, :cond_2

    goto/16 :goto_0

    .line 42
    :cond_2
    iget-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->sessions:Lcom/example/r34j3/Sessions;

    const-string v1, "session_token"

    invoke-virtual {p3, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lcom/example/r34j3/Sessions;->valid(Ljava/lang/String;)Z

    move-result v0

    if-nez v0, :cond_3

    .line 43
    const-string p1, "NEGOTIATION_REQUIRED"

    const-string p2, "negotiate first"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 45
    :cond_3
    const-string v0, "list_tools"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_4

    .line 46
    const-string p1, "{\"revision\":\"orders-12\",\"tools\":[{\"name\":\"order_status\",\"scopes\":[\"orders.read\"],\"annotations\":{\"effect\":\"read\",\"risk\":\"low\",\"confirmation\":\"never\"}},{\"name\":\"place_print_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"transaction\",\"risk\":\"high\",\"confirmation\":\"always\"}},{\"name\":\"reprint_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"create\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"cancel_order\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"delete\",\"risk\":\"moderate\",\"confirmation\":\"always\"}},{\"name\":\"change_address\",\"scopes\":[\"orders.write\"],\"annotations\":{\"effect\":\"update\",\"risk\":\"low\",\"confirmation\":\"provider_policy\"}}]}"

    invoke-static {p1}, Lcom/example/r34j3/Replies;->success(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 48
    :cond_4
    const-string v0, "execute_tool"

    invoke-virtual {v0, p1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result p1

    if-nez p1, :cond_5

    .line 49
    const-string p1, "METHOD_NOT_FOUND"

    const-string p2, "unknown method"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 51
    :cond_5
    const-string p1, "deadline_at_ms"

    invoke-virtual {p3, p1}, Landroid/os/Bundle;->getLong(Ljava/lang/String;)J

    move-result-wide v0

    .line 52
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J

    move-result-wide v2

    cmp-long p1, v0, v2

    if-gtz p1, :cond_6

    .line 53
    const-string p1, "DEADLINE_EXCEEDED"

    const-string p2, "deadline passed"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 55
    :cond_6
    new-instance p1, Lcom/example/r34j3/OrdersToolProvider$Request;

    const-string v0, "tool_name"

    const-string v1, ""

    invoke-virtual {p3, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    const-string v0, "args"

    const-string v1, "{}"

    invoke-virtual {p3, v0, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v6

    .line 56
    const-string v0, "request_id"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v7

    const-string v0, "resume_token"

    invoke-virtual {p3, v0}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v8

    move-object v3, p1

    move v4, p2

    invoke-direct/range {v3 .. v8}, Lcom/example/r34j3/OrdersToolProvider$Request;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    .line 58
    :try_start_0
    new-instance p2, Lorg/json/JSONObject;

    iget-object p3, p1, Lcom/example/r34j3/OrdersToolProvider$Request;->args:Ljava/lang/String;

    invoke-direct {p2, p3}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V

    invoke-direct {p0, p1, p2}, Lcom/example/r34j3/OrdersToolProvider;->execute(Lcom/example/r34j3/OrdersToolProvider$Request;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object p1
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    return-object p1

    .line 60
    :catch_0
    const-string p1, "INVALID_ARGS"

    const-string p2, "args must be a JSON object"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 40
    :cond_7
    :goto_0
    const-string p1, "INVALID_REQUEST"

    const-string p2, "protocol_version 2 required"

    invoke-static {p1, p2}, Lcom/example/r34j3/Replies;->error(Ljava/lang/String;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method

.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 174
    const/4 p1, 0x0

    return p1
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .locals 0

    .line 164
    const/4 p1, 0x0

    return-object p1
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .locals 0

    .line 169
    const/4 p1, 0x0

    return-object p1
.end method

.method public onCreate()Z
    .locals 2

    .line 25
    new-instance v0, Lcom/example/r34j3/Lab;

    invoke-virtual {p0}, Lcom/example/r34j3/OrdersToolProvider;->getContext()Landroid/content/Context;

    move-result-object v1

    invoke-direct {v0, v1}, Lcom/example/r34j3/Lab;-><init>(Landroid/content/Context;)V

    iput-object v0, p0, Lcom/example/r34j3/OrdersToolProvider;->lab:Lcom/example/r34j3/Lab;

    .line 26
    const/4 v0, 0x1

    return v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .locals 0

    .line 159
    const/4 p1, 0x0

    return-object p1
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .locals 0

    .line 179
    const/4 p1, 0x0

    return p1
.end method
