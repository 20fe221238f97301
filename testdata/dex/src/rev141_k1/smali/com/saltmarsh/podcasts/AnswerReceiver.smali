.class public final Lcom/saltmarsh/podcasts/AnswerReceiver;
.super Landroid/content/BroadcastReceiver;
.source "Receivers.kt"


# instance fields
.field private final tickets:Lcom/saltmarsh/podcasts/TicketBook;


# direct methods
.method public constructor <init>(Lcom/saltmarsh/podcasts/TicketBook;)V
    .registers 3

    const-string v0, "tickets"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 39
    invoke-direct {p0}, Landroid/content/BroadcastReceiver;-><init>()V

    iput-object p1, p0, Lcom/saltmarsh/podcasts/AnswerReceiver;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    return-void
.end method


# virtual methods
.method public onReceive(Landroid/content/Context;Landroid/content/Intent;)V
    .registers 9

    const-string v1, "context"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "intent"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 41
    const-string v1, "com.saltmarsh.podcasts.extra.TOKEN"

    invoke-virtual {p2, v1}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    if-nez v0, :cond_0

    return-void

    :cond_0
    move-object v5, v0

    .line 42
    iget-object v0, p0, Lcom/saltmarsh/podcasts/AnswerReceiver;->tickets:Lcom/saltmarsh/podcasts/TicketBook;

    const-string v3, "confirmed"

    const/4 v4, 0x0

    invoke-virtual {p2, v3, v4}, Landroid/content/Intent;->getBooleanExtra(Ljava/lang/String;Z)Z

    move-result v2

    invoke-virtual {v0, v5, v2}, Lcom/saltmarsh/podcasts/TicketBook;->answer(Ljava/lang/String;Z)V

    .line 43
    return-void
.end method
