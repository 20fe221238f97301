.class final Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;
.super Lcom/fieldnote/birding/cetp/Exchange;
.source "TripToolProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/fieldnote/birding/trips/TripToolProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "TripExchange"
.end annotation


# direct methods
.method constructor <init>(Lcom/fieldnote/birding/trips/TripToolProvider;ILjava/lang/String;)V
    .registers 4

    .line 33
    invoke-direct {p0, p1, p2, p3}, Lcom/fieldnote/birding/cetp/Exchange;-><init>(Lcom/fieldnote/birding/cetp/BaseToolProvider;ILjava/lang/String;)V

    .line 34
    return-void
.end method


# virtual methods
.method protected refused(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolException;)Landroid/os/Bundle;
    .registers 9

    .line 38
    instance-of v0, p2, Lcom/fieldnote/birding/cetp/ToolException$NeedsSignIn;

    if-eqz v0, :cond_0

    .line 40
    iget-object v0, p1, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    iget-object v2, p2, Lcom/fieldnote/birding/cetp/ToolException;->reply:Ljava/lang/String;

    const-string v1, "AUTH_REQUIRED"

    const/4 v3, 0x0

    invoke-static {v0, v1, v2, v3}, Lcom/fieldnote/birding/cetp/Replies;->error(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Z)Landroid/os/Bundle;

    move-result-object v5

    .line 41
    iget-object v2, p0, Lcom/fieldnote/birding/trips/TripToolProvider$TripExchange;->provider:Lcom/fieldnote/birding/cetp/BaseToolProvider;

    .line 42
    invoke-virtual {v2}, Lcom/fieldnote/birding/cetp/BaseToolProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    iget-object v4, p1, Lcom/fieldnote/birding/cetp/Call;->requestId:Ljava/lang/String;

    const-class v3, Lcom/fieldnote/birding/ui/SignInActivity;

    invoke-static {v2, v3, v4}, Lcom/fieldnote/birding/cetp/Replies;->resolution(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v2

    .line 41
    const-string v1, "resolution"

    invoke-virtual {v5, v1, v2}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 43
    return-object v5

    .line 45
    :cond_0
    invoke-super {p0, p1, p2}, Lcom/fieldnote/birding/cetp/Exchange;->refused(Lcom/fieldnote/birding/cetp/Call;Lcom/fieldnote/birding/cetp/ToolException;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
