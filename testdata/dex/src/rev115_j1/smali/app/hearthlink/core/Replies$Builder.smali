.class public final Lapp/hearthlink/core/Replies$Builder;
.super Ljava/lang/Object;
.source "Replies.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lapp/hearthlink/core/Replies;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private final out:Landroid/os/Bundle;


# direct methods
.method private constructor <init>(Ljava/lang/String;)V
    .registers 4

    .line 50
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 48
    new-instance v0, Landroid/os/Bundle;

    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V

    iput-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    .line 51
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "status"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 52
    return-void
.end method

.method synthetic constructor <init>(Ljava/lang/String;Lapp/hearthlink/core/Replies$Builder-IA;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/hearthlink/core/Replies$Builder;-><init>(Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public build()Landroid/os/Bundle;
    .registers 2

    .line 88
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    return-object v0
.end method

.method public data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;
    .registers 4

    .line 55
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "data"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 56
    return-object p0
.end method

.method public echo(Lapp/hearthlink/core/Call;)Lapp/hearthlink/core/Replies$Builder;
    .registers 5

    .line 82
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "protocol_version"

    const/4 v2, 0x2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V

    .line 83
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "request_id"

    invoke-virtual {p1}, Lapp/hearthlink/core/Call;->requestId()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 84
    return-object p0
.end method

.method public failure(Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;
    .registers 6

    .line 64
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "error_code"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 65
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "error_message"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 66
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "retryable"

    invoke-static {p1}, Lapp/hearthlink/core/Replies;->-$$Nest$smretryable(Ljava/lang/String;)Z

    move-result v2

    invoke-virtual {v0, v1, v2}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V

    .line 67
    return-object p0
.end method

.method public failure(Ljava/lang/String;Ljava/lang/Throwable;)Lapp/hearthlink/core/Replies$Builder;
    .registers 6

    .line 72
    invoke-virtual {p2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "Hearthlink could not finish: "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, p1, v0}, Lapp/hearthlink/core/Replies$Builder;->failure(Ljava/lang/String;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    return-object v0
.end method

.method public inline(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;
    .registers 3

    .line 60
    invoke-static {p1}, Lapp/hearthlink/core/Replies;->inlineData(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0, v0}, Lapp/hearthlink/core/Replies$Builder;->data(Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;

    move-result-object v0

    return-object v0
.end method

.method public resolution(Landroid/app/PendingIntent;Ljava/lang/String;)Lapp/hearthlink/core/Replies$Builder;
    .registers 5

    .line 76
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "resolution"

    invoke-virtual {v0, v1, p1}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V

    .line 77
    iget-object v0, p0, Lapp/hearthlink/core/Replies$Builder;->out:Landroid/os/Bundle;

    const-string v1, "resume_token"

    invoke-virtual {v0, v1, p2}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    return-object p0
.end method
