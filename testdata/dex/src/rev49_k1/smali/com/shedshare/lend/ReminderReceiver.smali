.class public final Lcom/shedshare/lend/ReminderReceiver;
.super Landroid/content/BroadcastReceiver;
.source "SourceFile"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 7
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    return-void
.end method


# virtual methods
.method public final onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 10

    const-string v0, "context"

    invoke-static {p1, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "intent"

    invoke-static {p2, v0}, Lb/a;->a(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    const-string v0, "tool"

    invoke-virtual {p2, v0}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_tool

    return-void

    .line 10
    :cond_tool
    move-object v1, p1

    const-class v3, Lcom/shedshare/lend/ConfirmActivity;

    const/4 v4, 0x0

    const/4 v5, 0x4

    const/4 v6, 0x0

    invoke-static/range {v1 .. v6}, La/b;->b(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;IILjava/lang/Object;)Landroid/app/PendingIntent;

    move-result-object v0

    .line 11
    new-instance p2, Landroid/content/Intent;

    invoke-direct {p2, p1, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string v1, "reminder"

    invoke-virtual {p2, v1, v0}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Landroid/os/Parcelable;)Landroid/content/Intent;

    move-result-object p2

    invoke-virtual {p1, p2}, Landroid/content/Context;->startActivity(Landroid/content/Intent;)V

    return-void
.end method
