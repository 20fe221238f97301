.class public final Lcom/tallyhouse/cetp/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"

# interfaces
.implements Lcom/tallyhouse/cetp/CetpKeys;


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 12
    return-void
.end method

.method static intentFor(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;
    .registers 9

    .line 26
    move-object v1, p1

    const/4 v2, -0x1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v3

    sparse-switch v3, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v4, "void_invoice"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x0

    goto :goto_0

    :sswitch_1
    const-string v4, "purge_client"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x1

    goto :goto_0

    :sswitch_2
    const-string v4, "merge_clients"

    invoke-virtual {v1, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_0

    const/4 v2, 0x2

    :cond_0
    :goto_0
    packed-switch v2, :pswitch_data_0

    goto :goto_1

    .line 29
    :pswitch_0
    new-instance v0, Landroid/content/Intent;

    const-class v6, Lcom/tallyhouse/ui/ConfirmActionActivity;

    invoke-direct {v0, p0, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 30
    goto :goto_2

    .line 32
    :pswitch_1
    new-instance v0, Landroid/content/Intent;

    const-class v6, Lcom/tallyhouse/ui/MergeReviewActivity;

    invoke-direct {v0, p0, v6}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 33
    goto :goto_2

    .line 36
    :goto_1
    new-instance v0, Landroid/content/Intent;

    const-string v5, "com.tallyhouse.action.REVIEW_REQUEST"

    invoke-direct {v0, v5}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    .line 37
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v0, v4}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    .line 40
    :goto_2
    const-string v4, "com.tallyhouse.extra.SCREEN"

    invoke-virtual {v0, v4, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 41
    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x26d4b9df -> :sswitch_1
        0x394c6782 -> :sswitch_0
        0x6d1f1901 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public static varargs pending(Landroid/content/Context;Ljava/lang/String;I[Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    .line 16
    invoke-static {p0, p1}, Lcom/tallyhouse/cetp/Resolutions;->intentFor(Landroid/content/Context;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 17
    const/4 v1, 0x0

    :goto_0
    add-int/lit8 v2, v1, 0x1

    array-length v3, p3

    if-ge v2, v3, :cond_0

    .line 18
    aget-object v3, p3, v1

    add-int/lit8 v5, v1, 0x1

    aget-object v4, p3, v5

    invoke-virtual {v0, v3, v4}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 17
    add-int/lit8 v1, v1, 0x2

    goto :goto_0

    .line 20
    :cond_0
    array-length v2, p3

    const/4 v3, 0x1

    if-le v2, v3, :cond_1

    const/4 v3, 0x1

    aget-object v2, p3, v3

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    goto :goto_1

    :cond_1
    const/4 v2, 0x0

    :goto_1
    move v1, v2

    .line 21
    invoke-static {p0, v1, v0, p2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v2

    return-object v2
.end method
