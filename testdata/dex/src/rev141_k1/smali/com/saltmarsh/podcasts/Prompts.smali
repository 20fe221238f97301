.class public final Lcom/saltmarsh/podcasts/Prompts;
.super Landroid/os/Handler;
.source "Prompts.kt"


# static fields
.field public static final CHANNEL:Ljava/lang/String; = "assistant_requests"

.field public static final Companion:Lcom/saltmarsh/podcasts/Prompts$Companion;

.field private static final KEY_SCREEN:Ljava/lang/String; = "screen"

.field private static final KEY_TEXT:Ljava/lang/String; = "text"

.field private static final KEY_TOKEN:Ljava/lang/String; = "token"

.field private static final MSG_PROMPT:I = 0x1

.field private static final WAIT_MILLIS:J = 0x7d0L


# instance fields
.field private final app:Landroid/content/Context;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lcom/saltmarsh/podcasts/Prompts$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/saltmarsh/podcasts/Prompts$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lcom/saltmarsh/podcasts/Prompts;->Companion:Lcom/saltmarsh/podcasts/Prompts$Companion;

    return-void
.end method

.method public constructor <init>(Landroid/content/Context;Landroid/os/Looper;)V
    .registers 4

    const-string v0, "app"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "looper"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 36
    invoke-direct {p0, p2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/Prompts;->app:Landroid/content/Context;

    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 14

    const-string v1, "msg"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    iget v0, p1, Landroid/os/Message;->what:I

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    return-void

    .line 52
    :cond_0
    invoke-virtual {p1}, Landroid/os/Message;->getData()Landroid/os/Bundle;

    move-result-object v6

    .line 53
    const-string v1, "screen"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getParcelable(Ljava/lang/String;)Landroid/os/Parcelable;

    move-result-object v0

    check-cast v0, Landroid/content/Intent;

    if-nez v0, :cond_1

    return-void

    :cond_1
    move-object v7, v0

    .line 54
    const-string v1, "token"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_2

    return-void

    :cond_2
    move-object v8, v0

    .line 55
    const-string v1, "text"

    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v9

    .line 56
    const-string v1, "com.saltmarsh.podcasts.extra.TOKEN"

    invoke-virtual {v7, v1, v8}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    const-string v1, "com.saltmarsh.podcasts.extra.PROMPT"

    invoke-virtual {v0, v1, v9}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 57
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Prompts;->app:Landroid/content/Context;

    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v7, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v10

    .line 58
    iget-object v0, p0, Lcom/saltmarsh/podcasts/Prompts;->app:Landroid/content/Context;

    const-class v1, Landroid/app/NotificationManager;

    invoke-virtual {v0, v1}, Landroid/content/Context;->getSystemService(Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object v11

    check-cast v11, Landroid/app/NotificationManager;

    .line 59
    new-instance v1, Landroid/app/NotificationChannel;

    const-string v4, "Assistant requests"

    check-cast v4, Ljava/lang/CharSequence;

    const-string v3, "assistant_requests"

    const/4 v5, 0x3

    invoke-direct {v1, v3, v4, v5}, Landroid/app/NotificationChannel;-><init>(Ljava/lang/String;Ljava/lang/CharSequence;I)V

    invoke-virtual {v11, v1}, Landroid/app/NotificationManager;->createNotificationChannel(Landroid/app/NotificationChannel;)V

    .line 61
    invoke-virtual {v8}, Ljava/lang/String;->hashCode()I

    move-result v1

    .line 62
    new-instance v2, Landroid/app/Notification$Builder;

    iget-object v4, p0, Lcom/saltmarsh/podcasts/Prompts;->app:Landroid/content/Context;

    const-string v5, "assistant_requests"

    invoke-direct {v2, v4, v5}, Landroid/app/Notification$Builder;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    const-string v3, "Saltmarsh Podcasts"

    check-cast v3, Ljava/lang/CharSequence;

    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setContentTitle(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v2

    move-object v3, v9

    check-cast v3, Ljava/lang/CharSequence;

    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setContentText(Ljava/lang/CharSequence;)Landroid/app/Notification$Builder;

    move-result-object v2

    invoke-virtual {v2, v10}, Landroid/app/Notification$Builder;->setContentIntent(Landroid/app/PendingIntent;)Landroid/app/Notification$Builder;

    move-result-object v2

    const/4 v3, 0x1

    invoke-virtual {v2, v3}, Landroid/app/Notification$Builder;->setAutoCancel(Z)Landroid/app/Notification$Builder;

    move-result-object v2

    invoke-virtual {v2}, Landroid/app/Notification$Builder;->build()Landroid/app/Notification;

    move-result-object v2

    .line 60
    invoke-virtual {v11, v1, v2}, Landroid/app/NotificationManager;->notify(ILandroid/app/Notification;)V

    .line 65
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    const-string v2, "null cannot be cast to non-null type com.saltmarsh.podcasts.Slot<android.app.PendingIntent>"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;Ljava/lang/String;)V

    check-cast v0, Lcom/saltmarsh/podcasts/Slot;

    invoke-static {v10}, Lkotlin/jvm/internal/Intrinsics;->checkNotNull(Ljava/lang/Object;)V

    invoke-virtual {v0, v10}, Lcom/saltmarsh/podcasts/Slot;->fill(Ljava/lang/Object;)V

    .line 66
    return-void
.end method

.method public final resolution(Landroid/content/Intent;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 10

    const-string v1, "screen"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "token"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "text"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    new-instance v3, Lcom/saltmarsh/podcasts/Slot;

    invoke-direct {v3}, Lcom/saltmarsh/podcasts/Slot;-><init>()V

    .line 40
    const/4 v1, 0x1

    invoke-virtual {p0, v1, v3}, Lcom/saltmarsh/podcasts/Prompts;->obtainMessage(ILjava/lang/Object;)Landroid/os/Message;

    move-result-object v4

    .line 41
    new-instance v5, Landroid/os/Bundle;

    invoke-direct {v5}, Landroid/os/Bundle;-><init>()V

    .line 42
    move-object v2, p1

    check-cast v2, Landroid/os/Parcelable;

    const-string v1, "screen"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 43
    const-string v1, "token"

    invoke-virtual {v5, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 44
    const-string v1, "text"

    invoke-virtual {v5, v1, p3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 45
    invoke-virtual {v4, v5}, Landroid/os/Message;->setData(Landroid/os/Bundle;)V

    .line 46
    invoke-virtual {v4}, Landroid/os/Message;->sendToTarget()V

    .line 47
    const-wide/16 v1, 0x7d0

    invoke-virtual {v3, v1, v2}, Lcom/saltmarsh/podcasts/Slot;->await(J)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Landroid/app/PendingIntent;

    return-object v0
.end method
